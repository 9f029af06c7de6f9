// The web's page files for the engine's save (src/studio/github/backend/saving.ts: draftsPageFiles), against
// their contract: a page is read as this browser sees it (its draft, else as sent or published) with git's
// fingerprint; a save keeps it as a draft with the blob it was published as, only if the page is still as
// it was; a browser with no room left says so in its words (the engine refuses the save with them); and it
// keeps no rename's companions (Send for review makes them). The engine's save itself is tested once, in
// engine-save.test.ts.
import { describe, expect, it } from 'vitest';
import { savePage } from '../../src/studio/engine/save.ts';
import { gitBlobSha } from '../../src/studio/github/client.ts';
import { createDraftStore } from '../../src/studio/github/drafts.ts';
import { draftsPageFiles } from '../../src/studio/github/backend/saving.ts';
import { MemoryStorage } from '../stand-ins/memory-storage.ts';

const published = '{ "path": "/about", "blocks": [] }\n';

async function webCopy(storage: Storage = new MemoryStorage()) {
  const drafts = createDraftStore(storage, 'rankharbor/site', undefined);
  const sha = (await gitBlobSha(published))!;
  let invalidated = 0;
  const repo = {
    current: async (file: string) => {
      const draft = drafts.get(file);
      const there = file === 'about.json' ? { sha, text: published } : undefined;
      const text = draft?.text ?? there?.text;
      return {
        draft,
        published: there,
        sent: there,
        text,
        hash: draft ? ((await gitBlobSha(draft.text)) ?? draft.saved) : (there?.sha ?? null),
      };
    },
    invalidate: () => void invalidated++,
    check: async () => ({ problems: [] }),
  };
  const files = draftsPageFiles(repo as never, drafts);
  return { files, drafts, sha, invalidated: () => invalidated };
}

describe('the drafts as the engine’s page files', () => {
  it('reads a page as this browser sees it, and keeps a save as a draft with the blob it was published as', async () => {
    const { files, drafts, sha, invalidated } = await webCopy();
    expect(await files.read('about.json')).toEqual({ text: published, hash: sha });
    expect(await files.read('partners.json')).toBeUndefined();
    expect(files.renames).toBeUndefined();
    const result = await savePage(files, 'about.json', { path: '/about-us', blocks: [] }, sha);
    const text = drafts.get('about.json')!.text;
    expect(result).toEqual({ saved: { hash: await gitBlobSha(text), linkNeeded: false } });
    expect(drafts.get('about.json')).toMatchObject({ base: sha });
    expect(drafts.all().map((d) => d.file)).toEqual(['about.json']);
    expect(invalidated()).toBe(1);
    expect(await files.read('about.json')).toEqual({ text, hash: await gitBlobSha(text) });
  });

  it('writes nothing over a page changed since, and answers which', async () => {
    const { files, drafts } = await webCopy();
    expect(await files.writeAll([{ file: 'about.json', text: '{}\n', expected: 'another-version' }])).toBe('about.json');
    expect(drafts.all()).toEqual([]);
  });

  it('a browser with no room left: the save is refused in the drafts’ words', async () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const { files, sha } = await webCopy(full);
    expect(await savePage(files, 'about.json', { path: '/about', blocks: [{ type: 'cta' }] }, sha)).toEqual({
      refused: {
        why: 'not-kept',
        error: 'This browser has no room left to keep the page. Send the pages you saved for review, then save again.',
      },
    });
  });
});
