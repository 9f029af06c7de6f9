// The edge split's assertions, written once and run in two runtimes: in Deno, as Netlify runs the Edge
// Function (tests/edge/split.deno.ts, npm run test:edge), and in Node through the handler and through the
// local server over HTTP (tests/unit/edge-split.test.ts). Plain TypeScript over Web-standard Request and
// Response: no Node, no Deno, no test library.
import { createSplit, type SplitPage } from '../../src/core/edge-split.ts';

/** Answers a request as a host does: the split's answer, or the plain page. */
export type Fetcher = (request: Request) => Promise<Response>;

export const day = 24 * 60 * 60 * 1000;
export const now = Date.UTC(2026, 10, 27, 12);
/** A copy of the page, showing `variant` as its headline. */
export const copy = (variant: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>HVAC</title></head><body><h1>${variant}</h1></body></html>`;

/** An experimenting page running now (control 50, b 30, c 20) and one that has ended. */
export const pages: SplitPage[] = [
  {
    path: '/hvac-seo',
    id: 'hero',
    from: now - day,
    until: now + 7 * day,
    arms: [
      { variant: 'control', weight: 50, html: copy('control') },
      { variant: 'b', weight: 30, html: copy('b') },
      { variant: 'c', weight: 20, html: copy('c') },
    ],
  },
  {
    path: '/ended',
    id: 'old',
    from: now - 30 * day,
    until: now - day,
    arms: [
      { variant: 'control', weight: 50, html: copy('control') },
      { variant: 'b', weight: 50, html: copy('b') },
    ],
  },
];

/** A text's gzip copy in base64, as the build hands the split a copy's compressed copies (Web-standard CompressionStream). */
async function gzipBase64(text: string): Promise<string> {
  const bytes = new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
}

// A third page whose copies come with their gzip copies, as the build's do.
pages.push({
  path: '/compressed',
  id: 'packed',
  from: now - day,
  until: now + day,
  arms: [
    { variant: 'control', weight: 50, html: copy('control'), encoded: { gzip: await gzipBase64(copy('control')) } },
    { variant: 'b', weight: 50, html: copy('b'), encoded: { gzip: await gzipBase64(copy('b')) } },
  ],
});

/** The plain page, as the host serves it to everyone who is not counted. */
export const plainHtml = copy('plain');

/** The split over the pages above, with the plain page behind it, answering at `now`. */
export function directFetcher(): Fetcher {
  const split = createSplit(pages, { now: () => now });
  return async (request) => split(request) ?? new Response(request.method === 'HEAD' ? null : plainHtml, { headers: { Vary: 'Cookie' } });
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The headline a copy shows. */
export const shown = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '(none)';
const consent = 'consent=granted';
export const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** The cases, each a name and a run, against a fetcher whose pages are `pages` above, at `base` (http://host:port). */
export function splitCases(fetcher: Fetcher, base: string): { name: string; run: () => Promise<void> }[] {
  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    fetcher(new Request(`${base}${path}`, { method, headers: { 'User-Agent': browser, ...headers } }));
  return [
    {
      name: '10,000 visitors with consent and fresh cookie jars split within 2 points of the shares, each told its copy in a cookie',
      run: async () => {
        const counts: Record<string, number> = {};
        // A hundred at a time, as visitors come: the local server answers them over loopback in parallel.
        const visit = async () => {
          const response = await get('/hvac-seo', { Cookie: consent });
          return { response, html: await response.text() };
        };
        const answers: Awaited<ReturnType<typeof visit>>[] = [];
        for (let batch = 0; batch < 100; batch++) answers.push(...(await Promise.all(Array.from({ length: 100 }, visit))));
        for (const [i, { response, html }] of answers.entries()) {
          const variant = shown(html);
          counts[variant] = (counts[variant] ?? 0) + 1;
          const cookie = response.headers.get('set-cookie') ?? '';
          assert(cookie.startsWith(`exp_hero=${variant};`), `request ${i} got ${variant} with the cookie ${cookie}`);
          assert(/; Path=\//.test(cookie) && /; SameSite=Lax/.test(cookie), `the cookie is the site's own: ${cookie}`);
          assert(/; Expires=Fri, 04 Dec 2026 12:00:00 GMT/.test(cookie), `the cookie lasts until the experiment ends: ${cookie}`);
          assert(/; Secure/.test(cookie) === base.startsWith('https:'), `Secure over https only: ${cookie}`);
          assert(response.headers.get('cache-control') === 'private, no-store', 'a counted copy is never stored');
          assert(/\bCookie\b/i.test(response.headers.get('vary') ?? ''), 'a counted copy varies on Cookie');
        }
        for (const [variant, weight] of [
          ['control', 50],
          ['b', 30],
          ['c', 20],
        ] as const) {
          const share = ((counts[variant] ?? 0) / 10_000) * 100;
          assert(Math.abs(share - weight) <= 2, `${variant} got ${share.toFixed(2)}% of visitors, its share is ${weight}%`);
        }
        assert(Object.keys(counts).length === 3, `only the three copies are served: ${JSON.stringify(counts)}`);
      },
    },
    {
      name: 'a returning visitor keeps its copy, and is not given a new cookie',
      run: async () => {
        for (let visitor = 0; visitor < 30; visitor++) {
          const first = await get('/hvac-seo', { Cookie: consent });
          const variant = shown(await first.text());
          const kept = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
          for (let visit = 0; visit < 5; visit++) {
            const again = await get('/hvac-seo', { Cookie: `${consent}; ${kept}` });
            assert(shown(await again.text()) === variant, `visitor ${visitor} saw ${variant}, then another copy`);
            assert(again.headers.get('set-cookie') === null, 'a returning visitor is set no cookie');
          }
        }
      },
    },
    {
      name: 'without consent, or as Googlebot or Bingbot, every visitor gets the plain page and no cookie',
      run: async () => {
        const visitors: Record<string, string>[] = [
          {},
          { Cookie: 'consent=denied' },
          { Cookie: 'exp_hero=b' },
          { Cookie: consent, 'User-Agent': googlebot },
          { Cookie: consent, 'User-Agent': bingbot },
        ];
        for (const headers of visitors) {
          for (let i = 0; i < 200; i++) {
            const response = await get('/hvac-seo', headers);
            assert(shown(await response.text()) === 'plain', `${JSON.stringify(headers)}: not the plain page`);
            assert(response.headers.get('set-cookie') === null, `${JSON.stringify(headers)}: a cookie was set`);
          }
        }
      },
    },
    {
      name: 'outside its days an experiment counts no one: the plain page, no cookie',
      run: async () => {
        const response = await get('/ended', { Cookie: `${consent}; exp_old=b` });
        assert(shown(await response.text()) === 'plain', 'an ended experiment still served a copy');
        assert(response.headers.get('set-cookie') === null, 'an ended experiment set a cookie');
      },
    },
    {
      name: 'HEAD answers as GET without a body; each copy has its own ETag, and a conditional request for it is answered 304',
      run: async () => {
        const jar = { Cookie: `${consent}; exp_hero=b` };
        const full = await get('/hvac-seo', jar);
        const body = await full.text();
        const head = await get('/hvac-seo', jar, 'HEAD');
        assert(head.status === 200 && (await head.text()) === '', 'HEAD has no body');
        assert(head.headers.get('etag') === full.headers.get('etag'), 'HEAD and GET name the same copy');
        assert(head.headers.get('content-length') === String(new TextEncoder().encode(body).byteLength), 'HEAD says the length of GET');
        const etag = full.headers.get('etag')!;
        const control = await get('/hvac-seo', { Cookie: `${consent}; exp_hero=control` });
        assert(control.headers.get('etag') !== etag, 'two copies share an ETag');
        await control.text();
        const same = await get('/hvac-seo', { ...jar, 'If-None-Match': etag });
        assert(same.status === 304, `a conditional request for the copy it has got ${same.status}`);
        await same.text();
        const other = await get('/hvac-seo', { Cookie: `${consent}; exp_hero=control`, 'If-None-Match': etag });
        assert(other.status === 200 && shown(await other.text()) === 'control', 'another copy’s ETag is not this one’s');
      },
    },
    {
      name: 'a copy the build compressed is sent as gzip where the request accepts it, with its own ETag, and as it is where not',
      run: async () => {
        const jar = { Cookie: `${consent}; exp_packed=b` };
        const packed = await get('/compressed', { ...jar, 'Accept-Encoding': 'gzip, deflate' });
        assert(packed.headers.get('content-encoding') === 'gzip', `sent as ${packed.headers.get('content-encoding')}`);
        assert(packed.headers.get('vary') === 'Cookie, Accept-Encoding', `Vary: ${packed.headers.get('vary')}`);
        await packed.arrayBuffer();
        const plain = await get('/compressed', { ...jar, 'Accept-Encoding': 'identity' });
        assert(plain.headers.get('content-encoding') === null, 'sent compressed to a request that accepts none');
        assert(shown(await plain.text()) === 'b', 'the uncompressed copy is not the visitor’s');
        assert(plain.headers.get('etag') !== packed.headers.get('etag'), 'the compressed and the plain copy share an ETag');
        const refused = await get('/compressed', { ...jar, 'Accept-Encoding': 'gzip;q=0' });
        assert(refused.headers.get('content-encoding') === null, 'sent as gzip though the request refused it');
        await refused.arrayBuffer();
      },
    },
  ];
}
