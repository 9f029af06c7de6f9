// The studio's calls to its server (scripts/editor-server.ts), whose requests and answers are typed once in
// src/core/studio-api.ts. Writes send JSON, which the server requires together with its own Origin, so no
// other page can make them.
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

const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

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
   * The form's validator, precompiled for the schema this backend gives (the studio on the web's policy
   * lets nothing compile code in the browser); without one, the form compiles its own.
   */
  formValidator?: ValidatorType;
}

/** Where the local studio's server sends a source photo. */
export const studioPhotoUrl = (src: string) => `/_editor/photos/${src.split('/').map(encodeURIComponent).join('/')}`;

/** The studio of `npm run editor`: its server on this computer, at /_editor/api/. */
export const localBackend: StudioBackend = {
  pages: () => getJson<PageList>('/_editor/api/pages'),
  schema: () => getJson<Record<string, unknown>>('/_editor/api/schema'),
  planPage: (kind: string, slug: string) => getJson<PlannedPage>(`/_editor/api/new-page?${new URLSearchParams({ kind, slug })}`),
  check: (file: string, text: string) => postJson<Check>('/_editor/api/check', { file, text }).then((r) => r.body),
  save: (file: string, data: unknown, base: string | null) => postJson<SaveAnswer>('/_editor/api/save', { file, data, base }),
  publishPreview: (file: string) => getJson<PublishPreview>(`/_editor/api/publish?${new URLSearchParams({ file })}`),
  updateLinks: (from: string, to: string, pages: LinkingPage[]) =>
    postJson<{ updated?: number; error?: string }>('/_editor/api/update-links', {
      from,
      to,
      pages: pages.map(({ file, hash }) => ({ file, hash })),
    }),
  publish: (file: string) => postJson<PublishAnswer>('/_editor/api/publish', { file }),
  /** Sends a photo's bytes as they are; the server tells what it is by its content, not its name. */
  uploadPhoto: async (page: string, file: Blob & { name: string }): Promise<PhotoAnswer> => {
    const response = await fetch(`/_editor/api/photo?${new URLSearchParams({ page, name: file.name })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    });
    return (await response.json()) as PhotoAnswer;
  },
  photoUrl: studioPhotoUrl,
};
