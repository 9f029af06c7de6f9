// The module the build writes for the host's Edge Functions (netlify/edge-functions/experiments.ts, kept out
// of git): the experimenting pages' counted copies and the site's header policy, bound to the split
// (src/core/edge-split.ts), with its paths limited to those pages. Netlify bundles it after the build
// command, so the copies live inside the function and no address serves one as a file.
import type { SplitPage } from '../../core/edge-split.ts';

/** Its file name in the Edge Functions folder. */
export const edgeModuleName = 'experiments.ts';

/** The module's text. */
export function edgeModule(pages: readonly SplitPage[], headers: Record<string, string>): string {
  return `// Written by npm run build (src/tooling/build/edge-module.ts) from the page files' experiments; not kept in git.
// The split at the edge (src/core/edge-split.ts) for the experimenting pages, with their counted copies.
import { createSplit, type SplitPage } from '../../src/core/edge-split.ts';

const pages: SplitPage[] = ${JSON.stringify(pages)};

const split = createSplit(pages, { headers: ${JSON.stringify(headers)} });

export default async (request: Request, context: { next(): Promise<Response> }): Promise<Response> => {
  const counted = split(request);
  if (counted) return counted;
  // The plain page as the host serves it, kept apart from the counted copies in every cache.
  const plain = await context.next();
  const response = new Response(plain.body, plain);
  response.headers.append('Vary', 'Cookie');
  return response;
};

export const config = { path: ${JSON.stringify(pages.map((page) => page.path))}, method: ['GET', 'HEAD'] };
`;
}
