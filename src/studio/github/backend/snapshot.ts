// The repository as the studio on the web read it (repository.ts), in a module of its own so that what reads
// it (ended-reviews.ts) needs not import the repository back.
import type { PullInfo } from '../client.ts';

/** The default branch as the studio read it: each page's text and blob, and every file's path. */
export interface Snapshot {
  commit: string;
  /** Page files (and the site config, the case studies) by their path in the repository. */
  pages: Map<string, { sha: string; text: string }>;
  files: string[];
  /** Open pull requests of page branches, by branch. */
  pulls: Map<string, PullInfo>;
  /** Each photo's blob, by its name in the photos folder. */
  photos: Map<string, string>;
  /** The pages in review: each one's text on its branch (by its file in the pages folder), where it differs from the default branch's. */
  reviews: Map<string, { sha: string; text: string }>;
  /** The branch of each page's open review, by the page's path in the repository (see review-branch.ts). */
  branches: Map<string, string>;
  /** The pages whose review this editor sent was closed without merging, seen here: where to read that review, by the page's file in the pages folder. */
  closed: Map<string, string>;
}

/** A file in the pages folder, by its path in the repository. */
export const inPages = (file: string) => `pages/${file}`;
