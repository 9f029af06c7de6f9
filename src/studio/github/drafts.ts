// Saved edits in the studio on the web: Save keeps a page in this browser (nothing reaches GitHub until it
// is published), so a saved page survives a reload and a closed tab. Each is kept with the blob it was
// opened from, so the studio can tell when the page changed on GitHub meanwhile. Pages go to the given
// Storage (localStorage), one entry each; photos, which are too large for it, go to IndexedDB.

export interface SavedDraft {
  file: string;
  /** The page's text as saved. */
  text: string;
  /** The sha of the blob the page was opened from; null for a page that is new. */
  base: string | null;
  /** When it was saved, as an ISO date. */
  saved: string;
}

export interface DraftStore {
  save(file: string, text: string, base: string | null): SavedDraft;
  get(file: string): SavedDraft | undefined;
  /** Every saved page of this repository, in file order. */
  all(): SavedDraft[];
  remove(file: string): void;
  /** Keeps a photo's bytes until it is published with its page. */
  savePhoto(path: string, bytes: Uint8Array): Promise<void>;
  photo(path: string): Promise<Uint8Array | undefined>;
  /** The paths of every photo kept for this repository. */
  photos(): Promise<string[]>;
  removePhoto(path: string): Promise<void>;
  /**
   * The reviews sent from this browser that were still open when it last looked, so that one closed while
   * the studio was not open is noticed when it opens again.
   */
  sentReviews(): SentReview[];
  /** Notes a review sent from this browser (replacing one of the same branch). */
  rememberReview(review: SentReview): void;
  /** Forgets the review of a branch: it ended, and what became of it was seen. */
  forgetReview(branch: string): void;
}

/** A review sent from this browser: its branch, its pull request's number and the page's file in the pages folder. */
export interface SentReview {
  branch: string;
  number: number;
  file: string;
}

/** The part of IndexedDB the photo shelf uses (the browser's indexedDB). */
type PhotoDatabase = Pick<IDBFactory, 'open'>;

/** Where a value stays in IndexedDB: one database, one object store, keys "<repo> <path>". */
const photoDb = { name: 'page-studio-photos', store: 'photos' };

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('The browser could not store the photo.'));
  });
}

/**
 * The photos, kept in IndexedDB when the browser has it. Without it (a private window of some browsers)
 * they are kept in memory only, for as long as the tab is open: publish before closing it.
 */
function photoShelf(factory: PhotoDatabase | undefined) {
  if (!factory) {
    const memory = new Map<string, Uint8Array>();
    return {
      put: async (key: string, bytes: Uint8Array) => void memory.set(key, bytes.slice()),
      get: async (key: string) => memory.get(key)?.slice(),
      keys: async () => [...memory.keys()],
      delete: async (key: string) => void memory.delete(key),
    };
  }
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(photoDb.name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(photoDb.store);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('The browser could not open its photo storage.'));
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => (await open()).transaction(photoDb.store, mode).objectStore(photoDb.store);
  return {
    put: async (key: string, bytes: Uint8Array) => void (await request((await store('readwrite')).put(bytes, key))),
    get: async (key: string) => {
      const value = (await request((await store('readonly')).get(key))) as ArrayLike<number> | undefined;
      return value === undefined || value instanceof Uint8Array ? value : new Uint8Array(value);
    },
    keys: async () => (await request((await store('readonly')).getAllKeys())).map(String),
    delete: async (key: string) => void (await request((await store('readwrite')).delete(key))),
  };
}

/**
 * The saved pages and photos of one repository (`repoKey`, e.g. "rankharbor/site"), so two sites edited in
 * the same browser never mix. Pages are kept under "page-studio-saved:<repoKey>:<file>".
 */
export function createDraftStore(storage: Storage, repoKey: string, photos: PhotoDatabase | undefined = globalThis.indexedDB): DraftStore {
  const prefix = `page-studio-saved:${repoKey}:`;
  const sentKey = `page-studio-sent:${repoKey}`;
  const sent = (): SentReview[] => {
    try {
      const list = JSON.parse(storage.getItem(sentKey) ?? '[]') as unknown;
      return Array.isArray(list)
        ? list.filter((r): r is SentReview => typeof r?.branch === 'string' && typeof r.number === 'number' && typeof r.file === 'string')
        : [];
    } catch {
      return [];
    }
  };
  /** Kept as well as the browser allows: a list it has no room for is not noted (the review is then noticed only while the studio is open). */
  const keepSent = (list: SentReview[]) => {
    try {
      if (list.length) storage.setItem(sentKey, JSON.stringify(list));
      else storage.removeItem(sentKey);
    } catch {
      // No room: see above.
    }
  };
  const photoKey = (path: string) => `${repoKey} ${path}`;
  const shelf = photoShelf(photos);

  const get = (file: string): SavedDraft | undefined => {
    const raw = storage.getItem(prefix + file);
    if (!raw) return undefined;
    try {
      const { text, base, saved } = JSON.parse(raw) as Partial<SavedDraft>;
      return typeof text === 'string' ? { file, text, base: typeof base === 'string' ? base : null, saved: saved ?? '' } : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    save(file, text, base) {
      const draft: SavedDraft = { file, text, base, saved: new Date().toISOString() };
      try {
        storage.setItem(prefix + file, JSON.stringify({ text, base, saved: draft.saved }));
      } catch {
        throw new Error('This browser has no room left to keep the page. Send the pages you saved for review, then save again.');
      }
      return draft;
    },
    get,
    all() {
      const files: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) files.push(key.slice(prefix.length));
      }
      return files
        .sort()
        .map(get)
        .filter((draft): draft is SavedDraft => Boolean(draft));
    },
    remove: (file) => storage.removeItem(prefix + file),
    savePhoto: (path, bytes) => shelf.put(photoKey(path), bytes),
    photo: (path) => shelf.get(photoKey(path)),
    photos: async () =>
      (await shelf.keys())
        .filter((key) => key.startsWith(photoKey('')))
        .map((key) => key.slice(photoKey('').length))
        .sort(),
    removePhoto: (path) => shelf.delete(photoKey(path)),
    sentReviews: sent,
    rememberReview: (review) => keepSent([...sent().filter((r) => r.branch !== review.branch), review]),
    forgetReview: (branch) => keepSent(sent().filter((r) => r.branch !== branch)),
  };
}
