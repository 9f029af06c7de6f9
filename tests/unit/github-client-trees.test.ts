// The GitHub client's tree calls (src/studio/github/client/trees.ts), against the GitHub API stand-in,
// which keeps the repository in a real bare git repository: a commit's whole tree as git has it, and a
// new tree with files changed and deleted. A tree too large for one answer, read folder by folder, is
// tests/unit/github-busy.test.ts.
import { describe, expect, it } from 'vitest';
import { clientStandIn, failure, page, photo } from './github-client-stand-in.ts';

const github = clientStandIn();
const { git } = github;

describe('trees', () => {
  it('reads a branch’s whole tree, and a commit’s, as git has them; a branch that does not exist is not found', async () => {
    const head = git('rev-parse', 'main');
    const tree = await github.client().tree('main');
    expect(tree).toMatchObject({ commit: head, sha: git('rev-parse', 'main^{tree}'), truncated: false });
    expect(tree.files).toEqual([
      { path: 'README.md', sha: git('rev-parse', 'main:README.md'), size: 5, type: 'blob' },
      {
        path: 'pages/industries/hvac-seo.json',
        sha: git('rev-parse', 'main:pages/industries/hvac-seo.json'),
        size: Buffer.byteLength(page),
        type: 'blob',
      },
      { path: 'photos/van.jpg', sha: git('rev-parse', 'main:photos/van.jpg'), size: photo.length, type: 'blob' },
    ]);
    expect(await github.client().tree(head)).toEqual(tree);
    expect((await failure(github.client().tree('content/nothing-here'))).kind).toBe('not-found');
  });

  it('writes a tree from a base: a file changed, one deleted, one added executable, the rest kept', async () => {
    const c = github.client();
    const blob = await c.createBlob('#!/bin/sh\necho hi\n');
    const tree = await c.createTree(git('rev-parse', 'main^{tree}'), [
      { path: 'README.md', sha: null },
      { path: 'scripts/hi.sh', sha: blob, mode: '100755' },
      { path: 'pages/industries/hvac-seo.json', sha: blob },
    ]);
    expect(git('ls-tree', '-r', tree)).toBe(
      [
        `100644 blob ${blob}\tpages/industries/hvac-seo.json`,
        `100644 blob ${git('rev-parse', 'main:photos/van.jpg')}\tphotos/van.jpg`,
        `100755 blob ${blob}\tscripts/hi.sh`,
      ].join('\n'),
    );
  });
});
