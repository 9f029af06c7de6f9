// The JSON-LD of every page, checked against the shapes schema.org and search engines expect.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { logoFile, plainText } from '../../src/core/structured-data.ts';
import { fixtureContent, fixturePage, problemsFor, writePages } from './helpers.ts';

const content = fixtureContent();
const base = content.site!.baseUrl;
type Thing = Record<string, unknown>;
const ofType = (path: string, type: string) => (content.rendered.get(path)!.structuredData ?? []).filter((t) => t['@type'] === type);
/** Every Article on every rendered page (page files and case studies), with its page's path. */
const articles = (rendered = content.rendered) =>
  [...rendered].flatMap(([path, page]) =>
    (page.structuredData ?? []).filter((t) => t['@type'] === 'Article').map((article) => ({ path, article })),
  );
/** An ImageObject with an absolute URL on the site and its size. */
const imageObjectOnSite = {
  '@type': 'ImageObject',
  url: expect.stringMatching(new RegExp(`^${base.replace(/\./g, '\\.')}/`)),
  width: expect.any(Number),
  height: expect.any(Number),
};
/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('structured data', () => {
  it('every object names the schema.org context and a type', () => {
    for (const [path, page] of content.rendered) {
      for (const thing of page.structuredData ?? []) {
        expect(thing['@context'], path).toBe('https://schema.org');
        expect(typeof thing['@type'], path).toBe('string');
      }
    }
  });

  it('the home page describes the Organization (with contact details and profiles) and the WebSite', () => {
    const [org] = ofType('/', 'Organization');
    expect(org).toMatchObject({
      name: 'RankHarbor',
      url: `${base}/`,
      email: 'hello@rankharbor.com',
      logo: { '@type': 'ImageObject', url: `${base}/icon-512.png`, width: 512, height: 512 },
      address: { '@type': 'PostalAddress' },
    });
    expect((org!.sameAs as string[]).length).toBeGreaterThan(0);
    expect(ofType('/', 'WebSite')).toHaveLength(1);
    expect(ofType('/', 'BreadcrumbList')).toHaveLength(0);
  });

  it('every inner page has a BreadcrumbList from Home to itself, numbered from 1, with absolute URLs', () => {
    for (const path of content.rendered.keys()) {
      if (path === '/') continue;
      const lists = ofType(path, 'BreadcrumbList');
      expect(lists, path).toHaveLength(1);
      const items = lists[0]!.itemListElement as Thing[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      expect(items[0]).toMatchObject({ '@type': 'ListItem', name: 'Home', item: `${base}/` });
      expect(items.at(-1)!.item).toBe(`${base}${path}`);
      for (const item of items) expect(typeof item.name).toBe('string');
    }
    expect((ofType('/hvac-seo', 'BreadcrumbList')[0]!.itemListElement as Thing[]).map((i) => i.name)).toEqual([
      'Home',
      'Industries',
      'HVAC SEO',
    ]);
    expect((ofType('/case-studies/ed-tech', 'BreadcrumbList')[0]!.itemListElement as Thing[]).map((i) => i.item)).toEqual([
      `${base}/`,
      `${base}/case-studies`,
      `${base}/case-studies/ed-tech`,
    ]);
  });

  it('each service page is a Service provided by the agency, and no other page is', () => {
    for (const { path, page } of content.pages) {
      const services = ofType(path, 'Service');
      if (page.card?.group === 'services') {
        expect(services, path).toHaveLength(1);
        expect(services[0]).toMatchObject({
          name: page.card.title,
          url: `${base}${path}`,
          provider: { '@type': 'Organization', name: 'RankHarbor' },
        });
      } else {
        expect(services, path).toHaveLength(0);
      }
    }
  });

  it('every page with an FAQ is an FAQPage with one Question and Answer per item, as plain text', () => {
    for (const { path, page } of content.pages) {
      const items = page.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
      const faq = ofType(path, 'FAQPage');
      expect(faq, path).toHaveLength(items.length ? 1 : 0);
      if (!items.length) continue;
      const questions = faq[0]!.mainEntity as Thing[];
      expect(questions).toHaveLength(items.length);
      questions.forEach((q, i) => {
        expect(q).toEqual({
          '@type': 'Question',
          name: items[i]!.question,
          acceptedAnswer: { '@type': 'Answer', text: plainText(items[i]!.answer) },
        });
        expect((q.acceptedAnswer as Thing).text).not.toMatch(/\*\*|\]\(/);
      });
    }
    expect(ofType('/services/ai-seo-services', 'FAQPage')).toHaveLength(1);
  });

  it('articles have a headline, dates, author, publisher and their own page', () => {
    for (const path of ['/blog/technical-seo-audit-checklist', '/case-studies/ed-tech']) {
      const [article] = ofType(path, 'Article');
      expect(article, path).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        author: { '@type': 'Organization' },
        publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https:/) } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}${path}` },
      });
    }
  });

  it('every Article has an image and a publisher logo, each an ImageObject with an absolute URL to a real file', () => {
    const found = articles();
    expect(found.map((a) => a.path)).toEqual(expect.arrayContaining(['/blog/technical-seo-audit-checklist', '/case-studies/ed-tech']));
    for (const { path: page, article } of found) {
      expect(article, page).toMatchObject({ image: imageObjectOnSite, publisher: { '@type': 'Organization', logo: imageObjectOnSite } });
      for (const image of [article.image, (article.publisher as Thing).logo] as Thing[]) {
        expect(existsSync(path.join(publicDir, (image.url as string).slice(base.length))), `${page}: ${image.url}`).toBe(true);
      }
    }
  });

  it("an article without its own share picture shows the site's default one (the checklist)", () => {
    const { src, width, height } = content.site!.shareImage;
    expect(content.rendered.get('/blog/technical-seo-audit-checklist')!.meta.image).toBeUndefined();
    expect(ofType('/blog/technical-seo-audit-checklist', 'Article')[0]!.image).toEqual({
      '@type': 'ImageObject',
      url: `${base}${src}`,
      width,
      height,
    });
  });

  it('an article with its own share picture shows that one', () => {
    const image = { src: '/images/case-studies/ed-tech.svg', alt: 'A laptop beside a rising chart', width: 800, height: 450 };
    const page = JSON.parse(fixturePage('post'));
    page.meta = { ...page.meta, image, article: { published: '2025-01-02' } };
    const files = { 'post.json': JSON.stringify(page) };
    expect(problemsFor(files)).toEqual([]);
    const rendered = loadContentAndForms({ pagesDir: writePages(files), publicDir, seoRules: false }).rendered;
    const [only] = articles(rendered);
    expect(only!.article.image).toEqual({ '@type': 'ImageObject', url: `https://www.example.com${image.src}`, width: 800, height: 450 });
  });

  it("the logo's width and height are those of the icon file", () => {
    expect(pngSize(path.join(publicDir, logoFile.src))).toEqual({ width: logoFile.width, height: logoFile.height });
  });

  it("plain text drops the editors' markup but keeps the words", () => {
    expect(plainText('Book a **free audit** on [our contact page](/contact).')).toBe('Book a free audit on our contact page.');
  });
});
