import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../scripts/lib/content.ts';
import { publicDir } from '../../scripts/lib/paths.ts';

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
  caseStudyNotFound: { metaTitle: 'Case study not found', title: 'Case Study Not Found', message: 'No such case study.', backLabel: 'Back' },
  auditDialog: { title: 'Audit', subtitle: 'Free audit', buttonLabel: 'Send' },
  consent: { message: 'Cookies?', accept: 'Yes', reject: 'No' },
};

export const validHome = `{
  "$schema": "../schema/page.schema.json",
  "meta": {
    "title": "Fixture home page title that is long enough to pass",
    "description": "A fixture home page."
  },
  "blocks": [
    { "type": "hero", "title": "Welcome" }
  ]
}
`;

/** Writes a pages folder in a temp directory: the site config plus the given files (path -> text). */
export function writePages(files: Record<string, string>, site: object = fixtureSite): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
  writeFileSync(path.join(dir, '_site.json'), JSON.stringify(site, null, 2));
  // The standard call to action links to /contact and /services, so fixtures have both.
  const standard = { 'index.json': validHome, 'contact.json': validHome, 'services.json': validHome };
  for (const [name, text] of Object.entries({ ...standard, ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export function problemsFor(files: Record<string, string>, site?: object) {
  return loadContent({ pagesDir: writePages(files, site), publicDir }).problems;
}
