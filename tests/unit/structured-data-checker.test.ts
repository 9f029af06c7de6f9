// The JSON-LD of every page as the prerender writes it, held to a structured-data checker written elsewhere
// (@adobe/structured-data-validator: schema.org's vocabulary and Google's rich-result rules), with
// schema.org's vocabulary as published (tests/fixtures/schemaorg-current-https.jsonld, see its README).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/entry-server.tsx';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { defaultPagesDir, publicDir, root } from '../../src/tooling/paths.ts';

type Thing = Record<string, unknown>;

const vocabulary = JSON.parse(readFileSync(path.join(root, 'tests', 'fixtures', 'schemaorg-current-https.jsonld'), 'utf8')) as object;

/** The JSON-LD scripts of a page's HTML, by type, as the checker reads a page. */
function jsonLdOf(html: string): Record<string, Thing[]> {
  const byType: Record<string, Thing[]> = {};
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const thing = JSON.parse(body!) as Thing;
    (byType[String(thing['@type'])] ??= []).push(thing);
  }
  return byType;
}

/** What the checker says of some JSON-LD, each issue as one line. */
async function issuesOf(jsonld: Record<string, Thing[]>): Promise<string[]> {
  const issues = await new Validator(vocabulary).validate({ jsonld });
  return issues.map((i) => `${i.severity} ${i.issueMessage} at ${JSON.stringify(i.path)}`);
}

/** One page of each kind the site has. */
const kinds: Record<string, string> = {
  home: '/',
  service: '/services/technical-seo',
  industry: '/hvac-seo',
  'case study': '/case-studies/ed-tech',
  'case study without dates': '/case-studies/saas-platform',
  article: '/blog/technical-seo-audit-checklist',
  webinar: '/webinar',
  contact: '/contact',
  legal: '/privacy',
};

describe('structured data, by a checker of schema.org and rich-result rules', () => {
  const content = loadContentAndForms({ pagesDir: defaultPagesDir, publicDir });
  const render = createRenderer(content.site!, content.rendered);
  const htmlOf = async (at: string) => {
    const result = await render(at);
    if (result.kind !== 'html') throw new Error(`${at} redirects`);
    return result.html;
  };

  it('finds a property the vocabulary does not have and a breadcrumb without its position (the checker is awake)', async () => {
    const html = await htmlOf('/services/technical-seo');
    const jsonld = jsonLdOf(html);
    const crumbs = structuredClone(jsonld.BreadcrumbList![0]!);
    delete (crumbs.itemListElement as Thing[])[0]!.position;
    expect(await issuesOf({ BreadcrumbList: [crumbs] })).not.toEqual([]);
    expect(await issuesOf({ Service: [{ ...jsonld.Service![0]!, shoeSize: 42 }] })).not.toEqual([]);
  });

  it.each(Object.entries(kinds))('a %s page has no error and no warning', async (_kind, at) => {
    const jsonld = jsonLdOf(await htmlOf(at));
    expect(Object.keys(jsonld).length, at).toBeGreaterThan(0);
    expect(await issuesOf(jsonld), at).toEqual([]);
  });

  it('every page has no error and no warning', async () => {
    const found: string[] = [];
    for (const at of content.rendered.keys()) {
      const result = await render(at);
      if (result.kind === 'html') found.push(...(await issuesOf(jsonLdOf(result.html))).map((issue) => `${at}: ${issue}`));
    }
    expect(found).toEqual([]);
  });
});
