import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editorMiddleware } from '../../src/studio/local/server/middleware.ts';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { describe, expect, it } from 'vitest';
import { publicDir, root } from '../../src/tooling/paths.ts';
import { createRenderer } from '../../src/entry-server.tsx';

/**
 * The checked-in fixture site: a frozen subset of the pages (home, about, careers, contact, the webinar,
 * the checklist article, two services, two industries, the indexes, the legal pages and the case studies).
 * Unit tests read it, so they do not break when the real copy changes; content.test.ts is the one
 * integration test over the real pages/.
 */
export const fixturePagesDir = path.join(root, 'tests', 'fixtures', 'pages');
let fixture: ReturnType<typeof loadContentAndForms> | undefined;
/** The fixture site, loaded once per test file. */
export const fixtureContent = () => (fixture ??= loadContentAndForms({ pagesDir: fixturePagesDir, publicDir }));

/** A minimal, valid site config for fixtures: one menu link home, one redirect. */
export const fixtureSite = {
  $schema: '../schema/site.schema.json',
  baseUrl: 'https://www.example.com',
  language: 'en',
  themeColor: '#1f5ae6',
  shareImage: { src: '/images/share-default.jpg', alt: 'Share', width: 1200, height: 630 },
  brand: { name: 'Fixture', blurb: 'A fixture site.' },
  contact: { email: 'hello@example.com', phone: '+1 (415) 555-0100', address: '1 Test Street' },
  header: { nav: [{ label: 'Home', href: '/' }], cta: { label: 'Contact', href: '/' } },
  footer: { groups: [], copyright: '© Fixture', legal: [], cta: { label: 'Contact', href: '/' } },
  social: [],
  redirects: [{ from: '/old-home', to: '/' }],
  forms: { endpoint: 'https://forms.example.com/submit', accessKey: 'test' },
  notFound: { metaTitle: 'Not found', code: '404', message: 'Oops! Page not found', linkLabel: 'Home' },
  caseStudyNotFound: {
    metaTitle: 'Case study not found',
    title: 'Case Study Not Found',
    message: 'No such case study.',
    backLabel: 'Back',
  },
  auditDialog: { title: 'Audit', subtitle: 'Free audit', buttonLabel: 'Send' },
  consent: { message: 'Cookies?', accept: 'Yes', reject: 'No' },
};

const pad = (text: string, length: number) =>
  (text + ' Plenty more words here to reach the length search results show.'.repeat(4)).slice(0, length).trimEnd().padEnd(length, '.');

/** A page that passes every rule, SEO ones included: its own title (55) and description (155), one hero, optional links. */
export function fixturePage(name: string, links: string[] = []): string {
  const text = links.map((href) => `[Go to ${href}](${href})`).join(' ');
  return `${JSON.stringify(
    {
      $schema: '../schema/page.schema.json',
      meta: { title: pad(`The ${name} fixture page`, 55), description: pad(`The ${name} fixture page describes itself.`, 155) },
      blocks: [
        { type: 'hero', title: `Welcome to ${name}` },
        ...(links.length ? [{ type: 'richText', content: [{ type: 'paragraph', text }] }] : []),
      ],
    },
    null,
    2,
  )}\n`;
}

export const validHome = fixturePage('home', ['/contact', '/services']);

/** Writes a pages folder in a temp directory: the site config plus the given files (path -> text). */
export function writePages(files: Record<string, string>, site: object = fixtureSite): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
  writeFileSync(path.join(dir, '_site.json'), JSON.stringify(site, null, 2));
  // The standard call to action links to /contact and /services, so fixtures have both.
  const standard = { 'index.json': validHome, 'contact.json': fixturePage('contact'), 'services.json': fixturePage('services') };
  for (const [name, text] of Object.entries({ ...standard, ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Problems with every rule, the SEO ones included, for a fixture site whose standard pages pass them all. */
export function seoProblemsFor(files: Record<string, string>, site?: object) {
  return loadContentAndForms({ pagesDir: writePages(files, site), publicDir }).problems;
}

/** Problems with the schema and cross-file rules; the SEO rules have their own tests (seoProblemsFor). */
export function problemsFor(files: Record<string, string>, site?: object) {
  return loadContentAndForms({ pagesDir: writePages(files, site), publicDir, seoRules: false }).problems;
}

/** How React escapes text in HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

/** A test per page: it prerenders with status 200, its title, description and canonical in the head, and one h1. */
export function everyPagePrerenders(name: string, content: ReturnType<typeof loadContentAndForms>) {
  describe(name, () => {
    const render = createRenderer(content.site!, content.rendered);
    it.each([...content.rendered])('%s prerenders with its head tags and one h1', async (path, page) => {
      const result = await render(path);
      if (result.kind !== 'html') throw new Error(`${path} redirected`);
      expect(result.status).toBe(200);
      const head = result.html.slice(0, result.html.indexOf('</head>'));
      expect(head).toContain(`<title>${escapeHtml(page.meta.title)}</title>`);
      expect(head).toContain(`<meta name="description" content="${escapeHtml(page.meta.description)}"/>`);
      expect(head).toContain(`<link rel="canonical" href="${content.site!.baseUrl}${path}"/>`);
      expect(result.html.match(/<h1[\s>]/g)).toHaveLength(1);
      // Island props are JSON data, and no island marker carries an inline style (the CSP allows none).
      for (const [, json] of result.html.matchAll(/<script type="application\/json" data-island-props="">([^<]*)<\/script>/g))
        expect(() => JSON.parse(json!)).not.toThrow();
      for (const [marker] of result.html.matchAll(/<[^>]* data-island="[^>]*>/g)) {
        expect(marker).not.toMatch(/ style=/);
        expect(marker).toMatch(/ class="contents"/);
      }
    });
  });
}

/** One request through the studio's middleware, answered without a server: its status and its JSON. */
export function studioAnswer<T = unknown>(request: object): Promise<{ status: number; body: T }> {
  const middleware = editorMiddleware();
  return new Promise((resolve, reject) => {
    const response = {
      statusCode: 200,
      setHeader: () => undefined,
      end: (text: string) => resolve({ status: response.statusCode, body: JSON.parse(text) as T }),
    };
    const url = (request as { url?: string }).url;
    void middleware(request as never, response as never, () => reject(new Error(`${url} was not answered`)));
  });
}
