import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { schemaDir } from '../../src/tooling/paths.ts';
import { createRenderer } from '../../src/entry-server.tsx';
import { normalisePath, pagePathPattern } from '../../src/core/page-paths.ts';
import { routeTable } from '../../src/routes/page-lookup.ts';
import { fixtureContent } from './helpers.ts';

const content = fixtureContent();
const site = content.site!;
const pages = content.rendered;

describe('the route table', () => {
  const route = routeTable(site, pages);

  it('finds a page by its path, with or without a trailing slash, and only as written', () => {
    expect(route('/hvac-seo/')).toEqual({ kind: 'page', path: '/hvac-seo', page: pages.get('/hvac-seo') });
    expect(route('/services/local-seo')).toEqual({ kind: 'page', path: '/services/local-seo', page: pages.get('/services/local-seo') });
    // A static host is case-sensitive, so the table is too.
    expect(route('/HVAC-seo')).toEqual({ kind: 'not-found', path: '/HVAC-seo' });
    expect(normalisePath('/hvac-seo/')).toBe('/hvac-seo');
  });

  it('decodes the path once, and keeps a malformed one as typed', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(route('/no%20such')).toEqual({ kind: 'not-found', path: '/no such' });
    expect(route('/%E0%A4%A')).toEqual({ kind: 'not-found', path: '/%E0%A4%A' });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends an old address to its new one, from the site config', () => {
    expect(route('/pricing')).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(route('/pricing/')).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(route('/hvac-seo').kind).toBe('page');
  });

  it('lets a page or a redirect under the case studies win over the not-found variant', () => {
    const study = [...pages.keys()].find((path) => path.startsWith('/case-studies/'))!;
    expect(route(study).kind).toBe('page');
    const moved = routeTable({ ...site, redirects: [{ from: '/case-studies/old-study', to: study }] }, pages);
    expect(moved('/case-studies/old-study')).toEqual({ kind: 'redirect', status: 301, location: study });
  });

  it('gives an unknown case study its own not-found variant, and anything else the plain one', () => {
    expect(route('/case-studies/no-such-study')).toEqual({
      kind: 'not-found',
      path: '/case-studies/no-such-study',
      variant: 'case-study',
    });
    expect(route('/case-studies/a/b')).toEqual({ kind: 'not-found', path: '/case-studies/a/b' });
    expect(route('/no-such-page')).toEqual({ kind: 'not-found', path: '/no-such-page' });
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
