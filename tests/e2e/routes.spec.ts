// Every route a visitor can reach, at phone and desktop width: it answers 200 with one h1, hydrates
// without console errors or warnings, breaks no CSP rule, never scrolls sideways, every image on it
// loads, axe finds no WCAG 2.2 A/AA violation, nothing shifts (CLS 0), and Tab reaches every control
// with a visible focus indicator.
import axe from 'axe-core';
import type { Page, Request } from '@playwright/test';
import { expect, gotoHydrated, test, watchConsole, islandsSettled } from './fixtures.ts';
import { rendered, site } from './content.ts';
import { keyboardWalk } from './keyboard.ts';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each route is loaded, hydrated, checked by axe (the longest step now, 0.7 to 3 s) and walked with
    // Tab past every control: 6.5 s a page on average, 11 s at most, on a 2-core host with a load
    // average of 11 to 16 from other work (13 to 21 s before the walk and axe were made cheaper);
    // 90 s keeps a slow machine from failing a page that is fine, and still stops a hung one.
    test.describe.configure({ timeout: 90_000 });
    for (const path of rendered.keys()) {
      test(`${path}`, async ({ page, request }) => {
        const messages = watchConsole(page);
        const imagesLoading = watchImageLoads(page);
        await page.addInitScript(() => {
          const violations: string[] = [];
          Object.assign(window, { cspViolations: violations });
          document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
          // Every layout shift from the first paint on, with what moved (input-driven shifts do not count).
          // Browsers paint while they are still parsing, so a frame can hold half a word of a centred
          // heading or a wrapping list; when the rest is parsed it moves. Such shifts depend on where the
          // parser happened to yield (a busy machine yields more) and are kept apart: they are reported
          // with the test, and what a layout could do about them (nothing already painted may move when
          // later elements arrive) is checked deterministically in shell.spec.ts. Every shift after the
          // document is parsed fails the test.
          const shifts: string[] = [];
          const whileParsing: string[] = [];
          Object.assign(window, { layoutShifts: shifts, parseShifts: whileParsing });
          // The first frame drawn from the whole document, and the frame after it: a shift reported before that
          // next frame began compares the whole document with a frame of a half-parsed one.
          let wholeDocumentFrame = Infinity;
          let frameAfterWholeDocument = Infinity;
          const watchFrames = (time: number) => {
            if (wholeDocumentFrame === Infinity) {
              if (document.readyState !== 'loading') wholeDocumentFrame = time;
              requestAnimationFrame(watchFrames);
            } else frameAfterWholeDocument = time;
          };
          requestAnimationFrame(watchFrames);
          const record = (entries: PerformanceEntry[]) => {
            for (const entry of entries as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const describe = (node: Node | undefined) => {
                const el = node instanceof Element ? node : node?.parentElement;
                if (!el) return String(node?.nodeName);
                const part = el.closest('section, header, footer');
                const where = part
                  ? `${part.tagName.toLowerCase()} "${(part.querySelector('h1, h2')?.textContent ?? part.id).slice(0, 40)}"`
                  : 'the page';
                return `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} in ${where}`;
              };
              const moved = (entry.sources ?? []).map(
                (s) =>
                  `${describe(s.node)} (${Math.round(s.previousRect.x)},${Math.round(s.previousRect.y)} -> ${Math.round(s.currentRect.x)},${Math.round(s.currentRect.y)})`,
              );
              // A frame's shift is timed after its animation-frame callbacks, so the boundary is the next frame's start.
              (entry.startTime < frameAfterWholeDocument ? whileParsing : shifts).push(
                `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms, viewport ${window.innerWidth} px: ${moved.join(', ')}`,
              );
            }
          };
          const observer = new PerformanceObserver((list) => record(list.getEntries()));
          observer.observe({ type: 'layout-shift', buffered: true });
          // The shifts reported but not yet handed to the callback, which runs when the browser gets to it.
          Object.assign(window, { takeShifts: () => record(observer.takeRecords()) });
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // The server sends the site's header policy, and the page breaks none of it.
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await islandsSettled(page);
        await expect(page.locator('h1')).toHaveCount(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'horizontal overflow in px').toBe(0);
        const images = await page
          .locator('img')
          .evaluateAll((els) => els.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
        // Fetched all at once, while axe works in the page; checked after it.
        const fetched = Promise.all(
          [...new Set(images)].map(async (src) => {
            const image = await request.get(src);
            return { src, status: image.status(), type: image.headers()['content-type'] };
          }),
        ).catch((error: unknown) => error as Error);
        expect(messages).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
        const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        const got = await fetched;
        if (got instanceof Error) throw got;
        for (const { src, status, type } of got) {
          expect(status, src).toBe(200);
          expect(type, src).toMatch(/^image\//);
        }
        // Read to the bottom: images and late content must not push anything around either. The reading is
        // over once the scroll has stopped (at the bottom, or wherever it ended), the islands it brought into
        // view have hydrated, every image the page asked for has arrived and is decoded (a lazy one never
        // brought near the viewport is never asked for) and the fonts are in; two frames later any shift
        // they caused has been reported.
        await page.evaluate(() => {
          Object.assign(window, { scrollEnded: false });
          document.addEventListener('scrollend', () => Object.assign(window, { scrollEnded: true }), { once: true });
        });
        await page.mouse.wheel(0, 100_000);
        await page.waitForFunction(
          () =>
            (window as unknown as { scrollEnded: boolean }).scrollEnded ||
            Math.ceil(window.scrollY + document.documentElement.clientHeight) >= document.documentElement.scrollHeight,
        );
        const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await frames();
        await islandsSettled(page);
        await imagesLoading.idle();
        await page.evaluate(() =>
          Promise.all([
            document.fonts.ready,
            ...[...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => {})),
          ]),
        );
        await frames();
        const shifts = await page.evaluate(() => {
          const w = window as unknown as { takeShifts(): void; layoutShifts: string[]; parseShifts: string[] };
          w.takeShifts();
          return { after: w.layoutShifts, whileParsing: w.parseShifts };
        });
        expect(shifts.after, 'layout shifts').toEqual([]);
        for (const shift of shifts.whileParsing) {
          test.info().annotations.push({ type: 'shift while parsing', description: shift });
        }
        const keyboard = await keyboardWalk(page);
        expect(keyboard.stops).toBeGreaterThan(5);
        expect(keyboard.unreached, 'controls Tab never reaches').toEqual([]);
        expect(keyboard.invisible, 'controls focused without a visible indicator').toEqual([]);
      });
    }
  });
}

/**
 * What axe finds against the given rule tags, run in the page itself. Only violations are asserted, so
 * axe details no other kind of result. (AxeBuilder's default runs axe in each frame and merges the
 * results in a second, blank page, which exists to reach cross-origin frames, and the site's policy,
 * default-src 'self', lets a page load none; its legacy mode runs it in the page but loads axe's 650 KB
 * twice.) Axe goes into every frame first, as AxeBuilder puts it there, so one a page did load is checked too.
 */
async function axeViolations(page: Page, tags: string[]): Promise<axe.Result[]> {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((results) => results.violations),
    { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
}

/** The image requests the page has made and not yet seen answered; idle() resolves once there are none. */
function watchImageLoads(page: Page): { idle(): Promise<void> } {
  const loading = new Set<Request>();
  const waiting: (() => void)[] = [];
  const done = (request: Request) => {
    loading.delete(request);
    if (loading.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', (request) => request.resourceType() === 'image' && loading.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { idle: () => new Promise((resolve) => (loading.size === 0 ? resolve() : waiting.push(resolve))) };
}

test('every redirect answers 301 with its target', async ({ request }) => {
  expect(site!.redirects.length).toBe(13);
  for (const { from, to } of site!.redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('an old address lands on its page in the browser', async ({ page }) => {
  await gotoHydrated(page, '/industry/dentist');
  await expect(page).toHaveURL('/dentist-seo');
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the server sends the whole header policy, gzips text and caches hashed assets for a year', async ({ request }) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=/);
  expect(headers['content-encoding']).toBe('gzip');
  // An island's code, as the page's inline loader names it.
  const script = (await page.text()).match(/<script type="module" data-island-loader>[^<]*?import\(`(\/assets\/[\w.-]+\.js)`\)/)![1]!;
  const asset = (await request.get(script)).headers();
  expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
  // A script keeps what protects it and goes without what only governs a document.
  expect(asset['x-content-type-options']).toBe('nosniff');
  expect(asset['strict-transport-security']).toMatch(/^max-age=/);
  for (const name of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'speculation-rules',
  ])
    expect(asset[name], name).toBeUndefined();
});

test('robots.txt, sitemap.xml and the manifest are served', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site!.baseUrl}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // Every page but those kept out of search results (the thank-you page after a form posted without JavaScript).
  const indexable = [...rendered].filter(([, page]) => !page.meta.noindex);
  expect(indexable.length).toBeLessThan(rendered.size);
  expect(sitemap.match(/<loc>/g)).toHaveLength(indexable.length);
  expect(sitemap).not.toContain('/thanks<');
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest.theme_color).toBe(site!.themeColor);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});
