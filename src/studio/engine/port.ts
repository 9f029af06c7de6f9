// The repository port: the one small seam between the studio's engine (every operation, written once) and
// where the site's files live. The engine asks it for what a repository holds (the commits that changed a
// file, files as a commit has them) and tells the working copy what to keep (a photo brought back with an
// old version); it never asks how. Two adapters answer it: GitHub's API for the studio on the web
// (github/port.ts), and git in this computer's checkout for the local studio (local/server/git-port.ts).
// Names are paths in the repository with "/" ("pages/about.json"); commits are git's 40-hex ids. An adapter
// is not trusted with what the engine may read: the engine checks every name it is given back.

/** A commit that changed a file: the file's name in it, and in its first parent (none where the file was not a page file there). */
export interface FileHistoryEntry {
  id: string;
  /** When it was made (its author's date), ISO. */
  date: string;
  /** Who made it: the GitHub account where GitHub knows it, else the name the commit gives. */
  author: string;
  /** Its first parent. */
  parent?: string;
  /** The file's name in this commit. */
  name: string;
  /** The file's name in its first parent: another one where this commit moved it. */
  nameBefore?: string;
}

/** Where the site's folders are in the repository. */
export interface SiteFolders {
  pages: string;
  photos: string;
}

export interface RepositoryPort {
  /** Where the pages and photos folders are in the repository; undefined when the pages are in none (nothing has a history). */
  folders(): Promise<SiteFolders | undefined>;
  /**
   * The commits that changed the file `name`, newest first, from the commit `from` (the site's branch
   * where none is given), `count` of them (Infinity: all), followed back through the file's moves.
   */
  fileHistory(name: string, from: string | undefined, count: number): Promise<FileHistoryEntry[]>;
  /** Files' bytes as commits have them, in the order asked; undefined for one that is not there. */
  readAt(files: { commit: string; name: string }[]): Promise<(Uint8Array | undefined)[]>;
}

/** The files being edited, before they are sent: this computer's checkout, or the drafts the browser keeps. */
export interface WorkingCopy {
  /** Of these photos (their names in the photos folder), those gone from the working copy that may be written back there. */
  missingPhotos(srcs: string[]): Promise<string[]>;
  /** Keeps a photo brought back with an old version of `pageFile`, until that page is saved (or sent) without it. */
  keepPhoto(src: string, bytes: Uint8Array, pageFile: string): Promise<void>;
}

/** An open review of a change to the site (a pull request on GitHub). */
export interface OpenReview {
  number: number;
  /** Who opened it (their GitHub login), where known. */
  by?: string;
  title: string;
  /** Where to open it. */
  url: string;
  /** The branch it asks to merge. */
  branch: string;
  /** True when its branch is another repository's (a fork's). */
  fork?: boolean;
  /** The commit its branch is at. */
  head?: string;
  /** Its description, where it was read with it. */
  body?: string | null;
}

/**
 * The reviews of the site's repository, where it has them (a repository on GitHub; a checkout whose remote
 * is on GitHub, with a sign-in). Where it has none, the port offers no `reviews`.
 */
export interface ReviewPort {
  /** The open reviews. */
  openReviews(): Promise<OpenReview[]>;
  /** How a review changes a file: it removes it, or has this text for it (undefined where it cannot be read); undefined when it does not change it. */
  changeIn(review: OpenReview, name: string): Promise<{ removes: boolean; text?: string } | undefined>;
  /** The open review of a branch, with its description as it is now; undefined when none is open. */
  reviewOn(branch: string): Promise<OpenReview | undefined>;
  /** Gives a review a new description; answers the review as it is then. */
  describe(review: OpenReview, body: string): Promise<OpenReview>;
}
