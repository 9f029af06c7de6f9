// The studio's backend contract, written once: what the app asks of where its pages live (StudioBackend),
// and the requests and answers of the local studio's API (every endpoint under /_editor/api/), which its
// client (local/client.ts) sends and its server (local/server/) answers. The backend on GitHub
// (github/backend.ts) answers the same contract, so the app cannot tell them apart. A save and an update of
// links answer typed results (SaveResult, LinkUpdateResult), and so does a send for review (PublishResult); local/api-answers.ts turns them into the local
// API's answers and back. Only the contract and its types live here, with the one failure every side
// throws and reads (StudioError, wordsFor).
import type { ValidatorType } from '@rjsf/utils';
import type { EditCheck } from '../core/content/edit-check.ts';
import type { Problem } from '../core/problem.ts';
export type { Problem };

/**
 * Where a page stands on its way to the site, from git and, where the site is on GitHub, from its pull
 * request: as published (Live, or Published on a day where that is known), saved but not sent (Changed),
 * or In review on its own branch (with the pull request's link where the host has one), and then what
 * the review says: Changes requested (with the reviewers' comments), Approved, Scheduled for a time, or
 * Not published (the scheduled-publish workflow's reason). The studio's server answers it for each page;
 * the studio shows it.
 */
export type ReviewState =
  | { state: 'published'; /** When it last went live (an ISO time), where that is known. */ on?: string }
  | {
      state: 'changed';
      /** Its last review was closed without publishing it (its change is kept, saved and not sent): where to read that review. */
      closed?: string;
    }
  | {
      state: 'in-review';
      branch: string;
      reviewUrl?: string;
      /** The reviewers' verdict: each one's last word, changes requested over approved. */
      verdict?: 'approved' | 'changes-requested';
      /** What the reviewers wrote, for the editor to read beside the page. */
      comments?: ReviewerComment[];
      /** When it is to be published (an ISO time, UTC), from its pull request. */
      scheduled?: string;
      /** Why it was not published at its time, in the workflow's words ("Not published: the checks failed …"). */
      notPublished?: string;
    };

/** A reviewer's comment: who wrote it and what, and on which part where it was on a line of the change. */
export interface ReviewerComment {
  by: string;
  text: string;
}

/**
 * A failure whose message is written for the editor: what happened and what to do, in plain words. The
 * studio shows it as it is (GitHub's failures are GitHubErrors, one of these); any other failure gets the
 * studio's own words (see wordsFor).
 */
export class StudioError extends Error {
  override readonly name: string = 'StudioError';
}

/** What to tell the editor about a failure: a StudioError's own words, else `otherwise`. */
export const wordsFor = (error: unknown, otherwise: string): string => (error instanceof StudioError ? error.message : otherwise);

export interface PageEntry {
  file: string;
  path: string;
  title: string;
  group: string;
  problems: number;
  hash: string;
  text: string;
  /** Live (as committed), Changed (saved, not sent), or In review on its branch, from git. */
  review: ReviewState;
}

/** The start screen's list: every page file with its state, and the menu groups. */
export interface PageFileList {
  pages: PageEntry[];
  groups: string[];
}

/**
 * GET /_editor/api/reviews: what the site's host says of the pages beyond what git knows (a review's
 * verdict, its comments, its time as it stands there, the day it was merged), asked after the list so the
 * start screen never waits for it. Each page's state says which of git's states it refines (In review,
 * or as published): it stands while the list still says that. `note` is the one sentence saying why
 * nothing more can be known (no remote on GitHub, no sign-in, GitHub not answering).
 */
export interface ReviewNews {
  states: Record<string, { from: 'in-review' | 'published'; review: ReviewState }>;
  note?: string;
}

/** POST /_editor/api/check: an edit checked as if it were saved (the content core's answer, as it is). */
export type Check = EditCheck;

export interface PlannedPage {
  file?: string;
  path?: string;
  page?: Record<string, unknown>;
  error?: string;
}

export interface SaveAnswer {
  hash?: string | null;
  error?: string;
  problems?: Problem[];
  conflict?: boolean;
  /** Saved, but no page links to it yet. */
  linkNeeded?: boolean;
  text?: string;
  /** The page's address changed: the old one now redirects to the new one. */
  redirect?: { from: string; to: string };
  /** How many of the site config's menu and footer links were led from the old address to the new one. */
  menuLinks?: number;
  /** The other pages that still link to the old address. */
  linking?: LinkingPage[];
}

/** A save that was made: the file's new fingerprint, and what the editor is told with it. */
export interface SavedPage {
  hash: string;
  /** Saved, but no page links to it yet. */
  linkNeeded: boolean;
  /** The page's address changed: the old one now redirects to the new one. */
  renamed?: {
    from: string;
    to: string;
    /** How many of the site config's menu and footer links were led from the old address to the new one. */
    menuLinks: number;
    /** The other pages that still link to the old address. */
    linking: LinkingPage[];
  };
}

/** Nothing was written, and why, in the editor's words: `why` says what kind of no it is. */
export interface NotWritten {
  error: string;
  /**
   * problems: the checks (or the site config) stand in the way; changed: a file changed meanwhile, do it
   * again; request: the studio asked for something it cannot (a reload helps); not-kept: the working copy
   * had no room for it.
   */
  why: 'problems' | 'changed' | 'request' | 'not-kept';
  /** The page's problems, where the checks refused it. */
  problems?: Problem[];
}

/**
 * What a save did: saved; or a conflict (the page changed, appeared or went since it was opened: the
 * editor chooses between the page as it is now, `text`, fingerprint `hash`, and their own); or refused.
 */
export type SaveResult =
  { saved: SavedPage } | { conflict: { hash: string | null; text?: string; error: string } } | { refused: NotWritten };

/** What an update of links did: how many pages it changed, or why it changed none. */
export type LinkUpdateResult = { updated: number } | { refused: NotWritten };

/** A page that links to an address, as the studio lists it: to offer to update its links. */
export interface LinkingPage {
  file: string;
  title: string;
  path: string;
  hash: string;
}

/** POST /_editor/api/publish: what happened to the page sent for review. */
export interface PublishAnswer {
  ok: boolean;
  /** What happened, in plain words, for the person who pressed the button. */
  message: string;
  branch?: string;
  commit?: string;
  /** Where to open the pull request (GitHub) or merge request (GitLab), when the remote is one of those. */
  reviewUrl?: string;
  /** True when the commit stayed on this computer (no remote, or the push failed). */
  local?: boolean;
  /** True when the page was already in review and its branch got one more commit. */
  updated?: boolean;
  /** When nothing was sent because another editor sent a version of the page for review meanwhile: theirs, to start from. */
  theirs?: { text: string; by: string };
}

/**
 * Nothing was sent, and why, in the editor's words: `why` says what kind of no it is. request: the studio
 * asked for something it cannot (a publish time that is not one); problems: the checks stand in the way;
 * changed: the page changed since it was saved or opened; theirs: another editor sent a version of it for
 * review meanwhile (`theirs`, to start from); nothing-new: the review (or the site) has it already;
 * no-access: this sign-in may not change the site; not-sent: the repository or the network said no
 * (`local` with the branch and commit where the commit stayed on this computer).
 */
export interface NotSent {
  why: 'request' | 'problems' | 'changed' | 'theirs' | 'nothing-new' | 'no-access' | 'not-sent';
  message: string;
  theirs?: { text: string; by: string };
  local?: boolean;
  branch?: string;
  commit?: string;
}

/** What Send for review did: sent (or kept on this computer where there is no remote), or refused. */
export type PublishResult = { sent: PublishAnswer } | { refused: NotSent };

/** Another open review (a pull request other than the page's own) that changes the same page. */
export interface ChangedElsewhere {
  /** Who opened it: their GitHub login. */
  by: string;
  number: number;
  title: string;
  /** Where to open it. */
  url: string;
  /** True when it deletes the page. */
  removes: boolean;
  /** The page as it has it, to start from; none when it deletes the page or it could not be read. */
  text?: string;
}

/** What Publish would send for one page, asked before sending it. */
export interface PublishPreview {
  route: string;
  /** What changed since it was published or last sent, in the editor's words. */
  summary: string[];
  inReview: boolean;
  /** When the page in review is to be published (an ISO time, UTC), where its review says a time. */
  scheduled?: string;
  /** Why publishing at a time is not offered here, in one sentence; undefined where it is. */
  noSchedule?: string;
}

/** When a page sent for review goes live: once a developer accepts it (at null), or at a time (ISO, UTC) chosen in `timeZone`. */
export interface PublishWhen {
  at: string | null;
  timeZone: string;
}

/** A photo stored by the studio: its name in the photos folder and its size; or why it was not. */
export interface PhotoAnswer {
  src?: string;
  width?: number;
  height?: number;
  error?: string;
}

/** One version of a page that went live: a commit of the default branch that changed its file. */
export interface PageVersion {
  /** The commit. */
  id: string;
  /** When it was made, as an ISO date and time. */
  date: string;
  /** Who made it: the GitHub account on the web, the commit's author on this computer. */
  author: string;
  /**
   * The page's text in this version, as its file now would hold it (one from before a developer moved the
   * file, whose name gave its address, has that address written in as its own), and its address.
   */
  text: string;
  route: string;
  /** The page as it was just before this version; undefined where this version made the page. */
  before?: { text: string; route: string };
}

/** GET /_editor/api/history: a page's versions, newest first, one page of them at a time. */
export interface PageHistory {
  versions: PageVersion[];
  /** Where the next, older versions start (for pageHistory); undefined when these are the oldest. */
  next?: string;
}

/** GET /_editor/api/version: a version of a page, its deleted photos brought back to show and save it with. */
export interface VersionAnswer {
  text?: string;
  /** The photos it shows that were deleted since: back in the photos, to be saved with the page. */
  photos?: string[];
  error?: string;
}

/** POST /_editor/api/save: the edited page, and the fingerprint of its file when it was opened (null for a new page). */
export interface SaveRequest {
  file: string;
  /** The edited page. */
  data: unknown;
  /** The fingerprint of the file when it was opened; null for a page that is new. */
  base: string | null;
}

/** POST /_editor/api/update-links: the pages whose links to an old address lead to the new one, each as it was listed. */
export interface LinkUpdateRequest {
  from: string;
  to: string;
  /** The pages to update, each with its fingerprint when it was listed. */
  pages: { file: string; hash: string }[];
}

/**
 * Where the studio's pages live and where they go for review. Everything the studio shows and does goes
 * through one of these: the local one below (npm run studio: this computer's files and git, through the
 * studio's server), or, for the studio on the web, a GitHub repository through GitHub's API.
 */
export interface StudioBackend {
  pages(): Promise<PageFileList>;
  /** The page schema, bundled (every $ref inlined). */
  schema(): Promise<Record<string, unknown>>;
  /** Where a new page of this kind at this address would go, and what it would start with; or why not. */
  planPage(kind: string, slug: string): Promise<PlannedPage>;
  /** An edit checked as if it were saved: its problems, and the page as the site would render it. */
  check(file: string, text: string): Promise<Check>;
  /** Saves an edited page over the version opened (its fingerprint `base`; null for a new page). */
  save(file: string, data: unknown, base: string | null): Promise<SaveResult>;
  publishPreview(file: string): Promise<PublishPreview>;
  /** Leads the links to an old address on the pages listed to the new one, as one change. */
  updateLinks(from: string, to: string, pages: LinkingPage[]): Promise<LinkUpdateResult>;
  /** Sends a saved page for review; `when` sets (or cancels) the time it goes live, where that is offered. */
  publish(file: string, when?: PublishWhen): Promise<PublishResult>;
  /** Sets, changes or cancels the time a page already in review goes live, on its review. */
  schedule(file: string, when: PublishWhen): Promise<PublishAnswer>;
  /** What the site's host says of the pages in review, beyond git (the local studio; the one on the web reads it with the pages). */
  reviews?(): Promise<ReviewNews>;
  /** The other open reviews that change this page (where the repository has reviews: on GitHub, or a checkout whose remote is there). */
  changedElsewhere(file: string): Promise<ChangedElsewhere[]>;
  /** The versions of a page that went live, newest first, a page of them at a time (from `next`, for older ones). */
  pageHistory(file: string, next?: string): Promise<PageHistory>;
  /** One version of a page; the photos it shows that were deleted since are brought back (kept until the page is saved without them). */
  pageVersion(file: string, id: string): Promise<VersionAnswer>;
  /** Stores a photo for a page; what it is is told by its bytes, not its name. */
  uploadPhoto(page: string, file: Blob & { name: string }): Promise<PhotoAnswer>;
  /** Where the browser finds a source photo (by its name in the photos folder), for the photo field and the preview. */
  photoUrl(src: string): string;
  /** Calls back when a photo asked for earlier can be shown (its address changed); answers how to stop. */
  onPhotoReady?(listener: () => void): () => void;
  /**
   * The form's validator, for the schema this backend gives: compiled in the page by the local studio,
   * precompiled by the build for the studio on the web (whose policy lets nothing compile code in the browser).
   */
  formValidator: ValidatorType;
}
