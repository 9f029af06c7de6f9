import { useLoaderData } from 'react-router-dom';
import { Page } from '../render/Page.tsx';
import { NotFound } from './NotFound.tsx';
import type { PageLoaderData } from './page-data.ts';

export function PageRoute() {
  const data = useLoaderData() as PageLoaderData;
  if (data.kind === 'not-found') return <NotFound variant={data.variant} />;
  return <Page page={data.page} path={data.path} />;
}
