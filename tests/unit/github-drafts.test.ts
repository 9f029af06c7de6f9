// @vitest-environment jsdom
// Saved edits in the studio on the web (src/studio/github/drafts.ts): pages kept in the browser's storage
// per repository until they are published, photos in IndexedDB (or, without it, in memory).
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore } from '../../src/studio/github/drafts.ts';

beforeEach(() => localStorage.clear());

describe('saved pages', () => {
  it('are kept per repository with the blob they were opened from, and survive a new store (a reload)', () => {
    const site = createDraftStore(localStorage, 'rankharbor/site', undefined);
    const other = createDraftStore(localStorage, 'rankharbor/other', undefined);
    // The local studio's unsaved edits share the storage and are no saved page.
    localStorage.setItem('page-studio:pages/about.json', '{"base":null,"data":{}}');

    const saved = site.save('pages/industries/hvac-seo.json', '{ "title": "HVAC" }\n', 'a'.repeat(40));
    expect(saved).toMatchObject({ file: 'pages/industries/hvac-seo.json', text: '{ "title": "HVAC" }\n', base: 'a'.repeat(40) });
    expect(new Date(saved.saved).toString()).not.toBe('Invalid Date');
    site.save('pages/dentist-seo.json', '{}\n', null);
    other.save('pages/about.json', '{ "title": "About" }\n', 'b'.repeat(40));

    const reloaded = createDraftStore(localStorage, 'rankharbor/site', undefined);
    expect(reloaded.get('pages/industries/hvac-seo.json')).toEqual(saved);
    expect(reloaded.get('pages/about.json')).toBeUndefined();
    expect(reloaded.all().map((draft) => [draft.file, draft.base])).toEqual([
      ['pages/dentist-seo.json', null],
      ['pages/industries/hvac-seo.json', 'a'.repeat(40)],
    ]);

    // Saved again: replaced. Removed (once published): gone, and only from this repository.
    reloaded.save('pages/industries/hvac-seo.json', '{ "title": "HVAC, again" }\n', 'a'.repeat(40));
    expect(site.get('pages/industries/hvac-seo.json')?.text).toBe('{ "title": "HVAC, again" }\n');
    site.remove('pages/industries/hvac-seo.json');
    expect(site.all().map((draft) => draft.file)).toEqual(['pages/dentist-seo.json']);
    expect(other.all().map((draft) => draft.file)).toEqual(['pages/about.json']);
  });

  it('ignores an entry it cannot read, and says in plain words when the browser has no room', () => {
    localStorage.setItem('page-studio-saved:rankharbor/site:pages/broken.json', '{not json');
    const site = createDraftStore(localStorage, 'rankharbor/site', undefined);
    expect(site.get('pages/broken.json')).toBeUndefined();
    expect(site.all()).toEqual([]);

    const full: Storage = {
      length: 0,
      clear: () => {},
      getItem: () => null,
      key: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(() => createDraftStore(full, 'rankharbor/site', undefined).save('pages/a.json', '{}', null)).toThrow(
      /^This browser has no room left to keep the page\./,
    );
  });
});

describe('saved photos', () => {
  const jpeg = () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]);

  it('are kept in memory when the browser has no IndexedDB, per repository, as copies', async () => {
    const site = createDraftStore(localStorage, 'rankharbor/site', undefined);
    const bytes = jpeg();
    await site.savePhoto('photos/hvac-van.jpg', bytes);
    bytes[0] = 0;
    expect(await site.photo('photos/hvac-van.jpg')).toEqual(jpeg());
    expect(await site.photos()).toEqual(['photos/hvac-van.jpg']);
    expect(await createDraftStore(localStorage, 'rankharbor/other', undefined).photos()).toEqual([]);
    await site.removePhoto('photos/hvac-van.jpg');
    expect(await site.photo('photos/hvac-van.jpg')).toBeUndefined();
  });

  it('are kept in IndexedDB when the browser has it, and survive a reload', async () => {
    const database = fakeIndexedDb();
    const site = createDraftStore(localStorage, 'rankharbor/site', database);
    await site.savePhoto('photos/hvac-van.jpg', jpeg());
    await site.savePhoto('photos/team.jpg', Uint8Array.from([1, 2, 3]));
    await createDraftStore(localStorage, 'rankharbor/other', database).savePhoto('photos/logo.png', Uint8Array.from([9]));

    const reloaded = createDraftStore(localStorage, 'rankharbor/site', database);
    expect(await reloaded.photos()).toEqual(['photos/hvac-van.jpg', 'photos/team.jpg']);
    expect(await reloaded.photo('photos/hvac-van.jpg')).toEqual(jpeg());
    await reloaded.removePhoto('photos/team.jpg');
    expect(await site.photos()).toEqual(['photos/hvac-van.jpg']);
    expect(database.writes).toEqual(['put', 'put', 'put', 'delete']);
  });
});

/**
 * A small IndexedDB for the test, as the browser's behaves for what the store does: open with an upgrade
 * the first time, one object store, requests that answer later through onsuccess, values stored as clones,
 * and no write in a read-only transaction.
 */
function fakeIndexedDb() {
  const stores = new Map<string, Map<IDBValidKey, unknown>>();
  const writes: string[] = [];
  let version = 0;
  const later = <T>(run: () => T) => {
    const request = {
      result: undefined as T | undefined,
      error: null as unknown,
      onsuccess: null as null | (() => void),
      onerror: null as null | (() => void),
    };
    setTimeout(() => {
      try {
        request.result = run();
        request.onsuccess?.();
      } catch (error) {
        request.error = error;
        request.onerror?.();
      }
    });
    return request;
  };
  const objectStore = (name: string, mode: IDBTransactionMode) => {
    const store = stores.get(name);
    if (!store) throw new DOMException(`No object store ${name}`, 'NotFoundError');
    const write = (what: string, run: () => void) => {
      if (mode !== 'readwrite') throw new DOMException('The transaction is read-only.', 'ReadOnlyError');
      writes.push(what);
      return later(run);
    };
    return {
      put: (value: unknown, key: IDBValidKey) => write('put', () => void store.set(key, structuredClone(value))),
      delete: (key: IDBValidKey) => write('delete', () => void store.delete(key)),
      get: (key: IDBValidKey) => later(() => structuredClone(store.get(key))),
      getAllKeys: () => later(() => [...store.keys()]),
    };
  };
  const database = {
    createObjectStore: (name: string) => stores.set(name, new Map()),
    transaction: (name: string, mode: IDBTransactionMode = 'readonly') => ({ objectStore: () => objectStore(name, mode) }),
  };
  return {
    writes,
    open(_name: string, wanted = 1) {
      const request = {
        result: database,
        error: null,
        onupgradeneeded: null as null | (() => void),
        onsuccess: null as null | (() => void),
        onerror: null as null | (() => void),
      };
      setTimeout(() => {
        if (wanted > version) {
          version = wanted;
          request.onupgradeneeded?.();
        }
        request.onsuccess?.();
      });
      return request as unknown as IDBOpenDBRequest;
    },
  };
}
