// What the studio asks of where its pages live (the backend), and the requests and answers, typed once in
// src/core/studio-api.ts for the local studio's server and its client.
import type { ValidatorType } from '@rjsf/utils';
import type {
  Check,
  LinkingPage,
  PageList,
  PhotoAnswer,
  PlannedPage,
  PublishAnswer,
  PublishPreview,
  SaveAnswer,
} from '../core/studio-api.ts';

export type * from '../core/studio-api.ts';

/**
 * Where the studio's pages live and where they go for review. Everything the studio shows and does goes
 * through one of these: the local one below (npm run editor: this computer's files and git, through the
 * studio's server), or, for the studio on the web, a GitHub repository through GitHub's API.
 */
export interface StudioBackend {
  pages(): Promise<PageList>;
  /** The page schema, bundled (every $ref inlined). */
  schema(): Promise<Record<string, unknown>>;
  /** Where a new page of this kind at this address would go, and what it would start with; or why not. */
  planPage(kind: string, slug: string): Promise<PlannedPage>;
  /** An edit checked as if it were saved: its problems, and the page as the site would render it. */
  check(file: string, text: string): Promise<Check>;
  save(file: string, data: unknown, base: string | null): Promise<{ status: number; body: SaveAnswer }>;
  publishPreview(file: string): Promise<PublishPreview>;
  updateLinks(from: string, to: string, pages: LinkingPage[]): Promise<{ status: number; body: { updated?: number; error?: string } }>;
  publish(file: string): Promise<{ status: number; body: PublishAnswer }>;
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
