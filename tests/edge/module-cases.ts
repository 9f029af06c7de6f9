// The host's Edge Function module as the build writes it (src/tooling/build/edge-module.ts), called as
// Netlify calls it: the split's answer for a counted visitor, and for anyone else the host's own answer
// (context.next()) with Cookie added to its Vary. Written once and run in two runtimes, as split-cases.ts
// is: in Deno (tests/edge/split.deno.ts) and in Node (tests/unit/edge-split.test.ts). Each runtime writes
// the module's text two folders below the project, where netlify/edge-functions/ is, so its import of the
// split resolves as it does on the host, and imports it.
import type { SplitPage } from '../../src/core/edge-split.ts';
import { edgeModule } from '../../src/tooling/build/edge-module.ts';
import { assert, browser, copy, day, googlebot, shown } from './split-cases.ts';

/** The module's exports, as the host reads them. */
export interface HostModule {
  default: (request: Request, context: { next(): Promise<Response> }) => Promise<Response>;
  config: { path: string[]; method: string[] };
}

/** The module's text for one page experimenting from yesterday for a month (the module reads the real clock), and the site's header policy. */
export function moduleText(): string {
  const start = Date.now() - day;
  const pages: SplitPage[] = [
    {
      path: '/hvac-seo',
      id: 'hero',
      from: start,
      until: start + 30 * day,
      arms: [
        { variant: 'control', weight: 50, html: copy('control') },
        { variant: 'b', weight: 50, html: copy('b') },
      ],
    },
  ];
  return edgeModule(pages, { 'X-Content-Type-Options': 'nosniff' });
}

/** The cases, each a name and a run, against the module `load` imports (written from moduleText()). */
export function moduleCases(load: () => Promise<HostModule>): { name: string; run: () => Promise<void> }[] {
  /** The host's answer: the plain page, with the headers the host gives a file. */
  let nexts = 0;
  const context = {
    next: async () => {
      nexts++;
      return new Response(copy('plain'), {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding', ETag: '"plain"' },
      });
    },
  };
  const call = async (headers: Record<string, string>) => {
    const { default: handler } = await load();
    nexts = 0;
    const response = await handler(
      new Request('https://www.example.com/hvac-seo', { headers: { 'User-Agent': browser, ...headers } }),
      context,
    );
    return { response, html: await response.text(), askedHost: nexts };
  };
  return [
    {
      name: 'the host’s module gives a counted visitor its copy without asking the host, with the site’s headers, never stored',
      run: async () => {
        const { response, html, askedHost } = await call({ Cookie: 'consent=granted; exp_hero=b' });
        assert(shown(html) === 'b', `a visitor counted in b got ${shown(html)}`);
        assert(askedHost === 0, 'the host was asked for the plain page too');
        assert(response.headers.get('cache-control') === 'private, no-store', 'a counted copy may be stored');
        assert(/\bCookie\b/.test(response.headers.get('vary') ?? ''), 'a counted copy does not vary on Cookie');
        assert(response.headers.get('x-content-type-options') === 'nosniff', 'the site’s headers are missing');
      },
    },
    {
      name: 'the host’s module passes everyone else the host’s own answer, its headers kept and Cookie added to its Vary',
      run: async () => {
        const visitors: Record<string, string>[] = [
          {},
          { Cookie: 'consent=denied; exp_hero=b' },
          { Cookie: 'consent=granted', 'User-Agent': googlebot },
        ];
        for (const headers of visitors) {
          const { response, html, askedHost } = await call(headers);
          assert(shown(html) === 'plain', `${JSON.stringify(headers)}: got ${shown(html)}, not the host’s page`);
          assert(askedHost === 1, `${JSON.stringify(headers)}: the host was asked ${askedHost} times`);
          assert(response.status === 200, `${JSON.stringify(headers)}: status ${response.status}`);
          assert(response.headers.get('vary') === 'Accept-Encoding, Cookie', `Vary: ${response.headers.get('vary')}`);
          assert(response.headers.get('etag') === '"plain"', 'the host’s ETag was lost');
          assert(response.headers.get('content-type') === 'text/html; charset=UTF-8', 'the host’s type was lost');
          assert(response.headers.get('set-cookie') === null, `${JSON.stringify(headers)}: a cookie was set`);
        }
      },
    },
    {
      name: 'the host’s module runs only at the experimenting pages’ addresses, for GET and HEAD',
      run: async () => {
        const { config } = await load();
        assert(JSON.stringify(config.path) === '["/hvac-seo"]', `paths: ${JSON.stringify(config.path)}`);
        assert(JSON.stringify(config.method) === '["GET","HEAD"]', `methods: ${JSON.stringify(config.method)}`);
      },
    },
  ];
}
