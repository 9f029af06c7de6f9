// Every route a visitor can reach, at phone and desktop width: it answers 200 with one h1, hydrates
// without console errors or warnings, breaks no CSP rule, never scrolls sideways, every image on it
// loads, axe finds no WCAG 2.2 A/AA violation, nothing shifts (CLS 0), and Tab reaches every control
// with a visible focus indicator.
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test, watchConsole, islandsSettled } from './fixtures.ts';
import { rendered, site } from './content.ts';
import { keyboardWalk } from './keyboard.ts';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each route is loaded, hydrated, checked by axe and walked with Tab past every control: 13 to 17 s
    // a page at 1280 px on a 2-core CI runner, up to 36 s on a host busy with other work; 90 s keeps a
    // slow machine from failing a page that is fine, and still stops a hung one.
    test.describe.configure({ timeout: 90_000 });
    for (const path of rendered.keys()) {
      test(`${path}`, async ({ page, request }) => {
        const messages = watchConsole(page);
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
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
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
          }).observe({ type: 'layout-shift', buffered: true });
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
        for (const src of new Set(images)) {
          const image = await request.get(src);
          expect(image.status(), src).toBe(200);
          expect(image.headers()['content-type'], src).toMatch(/^image\//);
        }
        expect(messages).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        // Read to the bottom: images and late content must not push anything around either.
        await page.evaluate(() => document.fonts.ready);
        await page.mouse.wheel(0, 100_000);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts), 'layout shifts').toEqual([]);
        for (const shift of await page.evaluate(() => (window as unknown as { parseShifts: string[] }).parseShifts)) {
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
