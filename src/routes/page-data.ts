import type { PageData } from '../core/page-data.ts';

/** What the page route's loader hands its component: a page, or the fact that none lives at this path. */
export type PageLoaderData = { kind: 'page'; path: string; page: PageData } | { kind: 'not-found'; path: string; variant?: 'case-study' };
