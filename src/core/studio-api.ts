// The local studio's API, written once: what the studio's client sends (requests) and what its server
// (scripts/editor-server.ts) answers, for every endpoint under /_editor/api/. The client (src/editor/local-backend.ts)
// and the server both use these types, so neither can drift from the other.
import type { SiteConfig } from '../generated/site.ts';
import type { PageData } from '../render/resolved.ts';
import type { Problem } from './problem.ts';
import type { ReviewState } from './review-state.ts';

export type { Problem, ReviewState };

export interface PageEntry {
  file: string;
  path: string;
  title: string;
  group: string;
  problems: number;
  hash: string;
  text: string;
  /** Published (as committed), Changed (saved, not sent), or In review on its branch, from git. */
  review: ReviewState;
}

export interface PageList {
  pages: PageEntry[];
  groups: string[];
}

/** POST /_editor/api/check: an edit checked as if it were saved. */
export interface Check {
  /** The edited file's problems, as validation would report them once it is saved. */
  problems: Problem[];
  /** The path the edited page would be served at, when it has one. */
  path?: string;
  /** The page as the build renders it. */
  page?: PageData;
  /** The site config as the build renders it (menus filled in), with the edit's card in its menus. */
  site?: SiteConfig;
  /** For a page with a card: the index of its group (/seo, /services) as rendered with the edit's card in it, its index sections only. */
  cardIndex?: { path: string; page: PageData };
}

export interface PlannedPage {
  file?: string;
  path?: string;
  page?: Record<string, unknown>;
  error?: string;
}

export interface SaveAnswer {
  hash?: string;
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
}

/** What Publish would send for one page, asked before sending it. */
export interface PublishPreview {
  route: string;
  /** What changed since it was published or last sent, in the editor's words. */
  summary: string[];
  inReview: boolean;
}

/** A photo stored by the studio: its name in the photos folder and its size; or why it was not. */
export interface PhotoAnswer {
  src?: string;
  width?: number;
  height?: number;
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
