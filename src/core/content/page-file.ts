// One page file as the checks see it: checked on its own, and, once its path is its own, loaded.
import type { PageFile } from '../../generated/page.ts';
import type { Reference } from '../references.ts';
import type { Problem } from './problems.ts';

export interface LoadedPage {
  /** Absolute path of the page file. */
  file: string;
  /** The route the page is served at. */
  path: string;
  /** The page as written, with the schema's defaults filled in. */
  page: PageFile;
}

/** What checking one page file on its own yields: its route, links and images, and its own problems. */
export interface PageFileCheck {
  file: string;
  /** Set when the file is valid JSON that passes the schema. */
  route?: string;
  explicitPath: boolean;
  /** The page with defaults filled in. */
  page?: PageFile;
  refs: Reference[];
  /**
   * The path a file that failed its checks asks for. It is no page until fixed, but links to it are not
   * reported as leading nowhere: the one real problem is the file's own, not one per link to it.
   */
  pendingRoute?: string;
  problems: Problem[];
}
