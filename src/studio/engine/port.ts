// The repository port: the one small seam between the studio's engine (every operation, written once) and
// where the site's files live. The engine asks it for what a repository holds (the commits that changed a
// file, files as a commit has them) and tells the working copy what to keep (a photo brought back with an
// old version); it never asks how. Two adapters answer it: GitHub's API for the studio on the web
// (github/port.ts), and git in this computer's checkout for the local studio (local/server/git-port.ts).
// The page files of the working copy (PageFiles) are what a save and an update of links read, check and write
// as one change (engine/save.ts); a send for review reads the page and writes its review through a
// ReviewSender (engine/publish.ts). Names are paths in the repository with "/" ("pages/about.json"); commits are git's 40-hex ids. An adapter
// is not trusted with what the engine may read: the engine checks every name it is given back.
import type { EditCheck } from '../../core/content/edit-check.ts';
import type { LinkingPage, NotSent, Problem } from '../backend.ts';

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

/** A file to write as part of one change: its name in the pages folder ("about.json", "_site.json", "_redirects/a.json"). */
export interface PlannedWrite {
  file: string;
  /** The new text, or null to delete the file. */
  text: string | null;
  /** The fingerprint the file must still have (null: it must not exist yet). */
  expected: string | null;
}

/**
 * The page files of the working copy, as a save and an update of links read and write them: this computer's
 * pages folder, or the pages this browser keeps. Names are in the pages folder ("about.json"); a name the
 * working copy may not write is refused by the adapter (it throws), before anything is read.
 */
export interface PageFiles {
  /** A page file's text now and its fingerprint; undefined when there is none. */
  read(file: string): Promise<{ text: string; hash: string } | undefined>;
  /** The fingerprint a text has once written (what `read` answers for it). */
  fingerprint(text: string): Promise<string>;
  /** Where a change made meanwhile was made, in the conflict's words ("elsewhere"), where the working copy can say. */
  changedWhere?: string;
  /** The problems of a page file with this text, as the edit's check finds them (each its `fixedElsewhere`). */
  check(file: string, text: string): Promise<Problem[]>;
  /**
   * Writes the files as one change, only if each still has its expected fingerprint: answers the first
   * one that changed (nothing is written then), or undefined once all are. `saved` names the page a save
   * wrote (the others, if any, go with it); none for links updated. A StudioError says in the editor's
   * words why the working copy could not keep them.
   */
  writeAll(writes: PlannedWrite[], saved?: string): Promise<string | undefined>;
  /**
   * What a rename needs, where a save writes a rename's companions (the old address's redirect, the site
   * config's links): none where they are made later (the studio on the web makes them when the page is sent).
   */
  renames?: {
    /** The site config's text and the redirect files' (by their names in the pages folder). */
    siteFiles(): Promise<{ site: string; redirects: Map<string, string> }>;
    /** The problems a whole-site check finds in these files with these texts in place (null: taken away), fixedElsewhere ones left out. */
    problemsWith(texts: Map<string, string | null>): Promise<Problem[]>;
    /** Every page but `except` with a link to `route`. */
    linkingTo(route: string, except: string): Promise<LinkingPage[]>;
  };
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

/** A file a send writes in the page's review: its name as its adapter knows it; its text or bytes, or null to delete it. */
export interface ReviewFile {
  path: string;
  content: string | Uint8Array | null;
}

/** A page as a send reads it. Texts are undefined where there is none (saved; last sent, else published; published). */
export interface PageToSend {
  saved?: string;
  sent?: string;
  published?: string;
  inReview: boolean;
  /** Its address as saved (or from its file's name), and as last sent (or published). */
  route: string;
  sentRoute?: string;
  /** The time its review says it goes live (ISO, UTC); or why a time is not offered, in one sentence. */
  scheduled?: string;
  noSchedule?: string;
  /** Where a publish time goes: into the commit's message (and the review its link opens), or onto the review after the send. */
  timeGoesIn?: 'message' | 'review';
}

/**
 * Another page, as a send weighs the photos its edit leaves behind: its file (in the pages folder), its
 * address, and its text live, in each review that changes it, and saved (each where it has one). A photo
 * any of them shows is kept.
 */
export interface OtherPage {
  file: string;
  route: string;
  published?: string;
  inReview?: string[];
  saved?: string;
}

/** What a send did: sent; nothing new; kept on this computer (no remote, or the push `failed`, why where known); refused. */
export type SendOutcome =
  | { sent: { branch: string; commit: string; reviewUrl?: string; updated: boolean; body?: string } }
  | { nothingNew: { inReview: boolean } }
  | { kept: { branch: string; commit: string; failed?: string } }
  | { refused: NotSent };

/**
 * The seam a send for review needs (engine/publish.ts): the page as saved, sent and published, the other
 * pages (for the photos left behind), the photos and a rename's companions that go with it, and one write:
 * the files as one commit on the page's review branch, its review opened or updated. Each adapter keeps its
 * own guards (`ready`) and mechanics; where the studios differ (this computer sends the companions Save
 * wrote, the web makes them from the default branch at send), the difference stays in `companions`.
 */
export interface ReviewSender {
  /** The page schema, for the summary's field names. */
  schema: Record<string, unknown>;
  /** Why a saved page can have problems when it is sent, where the working copy knows (else the first is said). */
  problemsBecause?: string;
  page(file: string): Promise<PageToSend>;
  /** The adapter's own guards before a send: the text to send, or why not. */
  ready(file: string): Promise<{ text: string } | { refused: NotSent }>;
  check(file: string, text: string): Promise<EditCheck>;
  /** Every other page, with each of its versions that keeps a photo: live, in review (any review, its own or another page's), saved. */
  otherPages(file: string): Promise<OtherPage[]>;
  /** The deletions of these photos (names in the photos folder) that the page's review (or the site) has. */
  photosGone(file: string, names: string[]): Promise<(ReviewFile & { name: string })[]>;
  /** The photos that go with the page, each with its bytes and, where the working copy can tell, whether it is new or replaced. */
  photosAlong(file: string, text: string): Promise<(ReviewFile & { name: string; change?: 'added' | 'replaced' })[]>;
  /** What a page at another address than the one last sent (or published) takes with it; undefined when it did not move. */
  companions(
    file: string,
    page: PageToSend,
  ): Promise<{ from: string; to: string; files: ReviewFile[]; relinked: number; waiting: string[] } | undefined>;
  /** Writes the page's text and `files` as one commit on its review branch and opens or updates its review. */
  sendForReview(request: {
    file: string;
    text: string;
    files: ReviewFile[];
    words: { message: string; title: string; body: string };
  }): Promise<SendOutcome>;
  /** The reviews as they are now, where a publish time is set on the review after the send. */
  reviews?(): Promise<ReviewPort>;
}
