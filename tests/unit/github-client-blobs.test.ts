// The GitHub client's file content calls (src/studio/github/client/blobs.ts), against the GitHub API
// stand-in, which keeps the repository in a real bare git repository: a blob as text or bytes, a file as a
// commit has it, a new blob, and the sha git gives a content.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, gitBlobSha } from '../../src/studio/github/client.ts';
import { clientStandIn, failure, page, photo } from './github-client-stand-in.ts';

const github = clientStandIn();
const { git } = github;

describe('blobs', () => {
  it('reads a blob as text (UTF-8, strictly) or as bytes', async () => {
    const tree = await github.client().tree('main');
    const sha = (name: string) => tree.files.find((file) => file.path === name)!.sha;
    expect(await github.client().blobText(sha('pages/industries/hvac-seo.json'))).toBe(page);
    expect(await github.client().blobBytes(sha('photos/van.jpg'))).toEqual(photo);
    expect((await failure(github.client().blobText(sha('photos/van.jpg')))).kind).toBe('not-text');
  });

  it('stores text as UTF-8 and bytes as they are, with the sha git gives them', async () => {
    const text = await github.client().createBlob('Señal ✓\n');
    expect(text).toBe(await gitBlobSha('Señal ✓\n'));
    expect(execFileSync('git', ['cat-file', 'blob', text], { cwd: github.bare })).toEqual(Buffer.from('Señal ✓\n', 'utf8'));
    const bytes = await github.client().createBlob(photo);
    expect(bytes).toBe(git('rev-parse', 'main:photos/van.jpg'));
    expect(await gitBlobSha(photo)).toBe(bytes);
  });

  it('reads a file as a commit has it, and nothing where the commit has no such file', async () => {
    const main = git('rev-parse', 'main');
    expect(new TextDecoder().decode(await github.client().fileAt('pages/industries/hvac-seo.json', main))).toBe(page);
    expect(await github.client().fileAt('photos/van.jpg', main)).toEqual(photo);
    expect(await github.client().fileAt('pages/nothing-here.json', main)).toBeUndefined();
  });

  it('turns bytes into base64 and back, a large photo too', () => {
    const large = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256);
    expect(base64ToBytes(bytesToBase64(large))).toEqual(large);
    expect(bytesToBase64(photo)).toBe(Buffer.from(photo).toString('base64'));
    // GitHub wraps its base64 in lines.
    expect(
      base64ToBytes(
        Buffer.from(page)
          .toString('base64')
          .replace(/(.{60})/g, '$1\n'),
      ),
    ).toEqual(new TextEncoder().encode(page));
  });
});
