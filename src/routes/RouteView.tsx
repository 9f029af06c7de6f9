import { Page } from '../render/Page.tsx';
import { NotFound } from './NotFound.tsx';
import type { PageLoaderData } from './page-data.ts';

/** What the main area shows for an address: its page, or the not-found page. */
export function RouteView({ data }: { data: PageLoaderData }) {
  if (data.kind === 'not-found') return <NotFound variant={data.variant} />;
  return <Page page={data.page} path={data.path} />;
}
