import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaDir } from '../../scripts/lib/paths.ts';
import { createRenderer } from '../../src/entry-server.tsx';
import { normalisePath, pagePathPattern } from '../../src/routes/page-data.ts';
import { notFoundAt, pageFrom, redirectTarget } from '../../src/routes/page-lookup.ts';
import { fixtureContent } from './helpers.ts';

const content = fixtureContent();
const site = content.site!;
const pages = content.rendered;

describe('the route table', () => {
  it('finds a page by its path, with or without a trailing slash', () => {
    expect(pageFrom(pages, '/hvac-seo/')).toEqual({ kind: 'page', path: '/hvac-seo', page: pages.get('/hvac-seo') });
    expect(normalisePath('/hvac-seo/')).toBe('/hvac-seo');
    expect(normalisePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('sends an old address to its new one, from the site config', () => {
    expect(redirectTarget(site, '/pricing')).toBe('/');
    expect(redirectTarget(site, '/pricing/')).toBe('/');
    expect(redirectTarget(site, '/hvac-seo')).toBeUndefined();
  });

  it('gives an unknown case study its own not-found variant, and anything else the plain one', () => {
    expect(notFoundAt('/case-studies/no-such-study')).toEqual({
      kind: 'not-found',
      path: '/case-studies/no-such-study',
      variant: 'case-study',
    });
    expect(pageFrom(pages, '/no-such-page')).toEqual({ kind: 'not-found', path: '/no-such-page' });
  });

  it('accepts the paths a page file may declare, by the same rule as the schema', () => {
    const defs = JSON.parse(readFileSync(path.join(schemaDir, 'defs.schema.json'), 'utf8'));
    expect(pagePathPattern.source).toBe(defs.$defs.routePath.pattern.replace(/\//g, '\\/'));
  });
});

describe('routes while prerendering', () => {
  const renderRoute = createRenderer(site, pages);

  it('answers a redirect path with a 301 to its target', async () => {
    expect(await renderRoute('/pricing')).toEqual({ kind: 'redirect', status: 301, location: '/' });
  });

  it('renders an unknown path as the not-found page with status 404 and noindex, and an island that logs the path', async () => {
    const result = await renderRoute('/no-such-page');
    if (result.kind !== 'html') throw new Error('expected HTML');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Oops! Page not found');
    expect(result.html).toContain('<meta name="robots" content="noindex"/>');
    expect(result.html).toContain('data-island="not-found-log"');
    expect(result.html).toContain('{"thing":"page"}');
  });
});
