// The studio's calls to its server (scripts/editor-server.ts). Writes send JSON, which the server
// requires together with its own Origin, so no other page can make them.
import type { SiteConfig } from '../generated/site.ts';
import type { PageData } from '../render/resolved.ts';

export type { Problem } from '../core/problem.ts';
import type { Problem } from '../core/problem.ts';
import type { ReviewState } from '../core/review-state.ts';
export type { ReviewState };

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

export interface Check {
  problems: Problem[];
  path?: string;
  page?: PageData;
  site?: SiteConfig;
  /** For a page with a card: its group's index (/seo, /services) with the card in it. */
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

export interface LinkingPage {
  file: string;
  title: string;
  path: string;
  hash: string;
}

export interface PublishAnswer {
  ok: boolean;
  message: string;
  branch?: string;
  reviewUrl?: string;
  local?: boolean;
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

const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

export const api = {
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
};
