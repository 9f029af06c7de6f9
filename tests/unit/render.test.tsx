// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadContent } from '../../scripts/lib/content.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPagesDir, publicDir, schemaDir } from '../../scripts/lib/paths.ts';
import { createRenderer } from '../../src/entry-server.tsx';
import type { PageData } from '../../src/routes/page-data.ts';
import { pageData } from '../../src/routes/page-data.ts';
import { Page } from '../../src/render/Page.tsx';
import { blockRegistry } from '../../src/render/registry.ts';
import { SiteProvider } from '../../src/site.tsx';
import { InlineText } from '../../src/ui/InlineText.tsx';

const content = loadContent({ pagesDir: defaultPagesDir, publicDir });
const site = content.site!;

afterEach(cleanup);

/** How React escapes text in HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

function renderPage(page: PageData) {
  const router = createMemoryRouter([{ path: '*', element: <Page page={page} path="/test" /> }]);
  return render(
    <SiteProvider site={site}>
      <RouterProvider router={router} />
    </SiteProvider>,
  );
}

describe('every page in pages/', () => {
  const render = createRenderer(site, new Map(content.pages.map((p) => [p.path, pageData(p.page)])));
  it.each(content.pages.map((p) => [p.path, p] as const))('%s prerenders with its head tags and one h1', async (path, { page }) => {
    const result = await render(path);
    if (result.kind !== 'html') throw new Error(`${path} redirected`);
    expect(result.status).toBe(200);
    const head = result.html.slice(0, result.html.indexOf('</head>'));
    expect(head).toContain(`<title>${escapeHtml(page.meta.title)}</title>`);
    expect(head).toContain(`<meta name="description" content="${escapeHtml(page.meta.description)}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${site.baseUrl}${path}"/>`);
    expect(result.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(result.boot.loaderData.page).toEqual({ kind: 'page', path, page: pageData(page) });
  });
});

describe('the renderer', () => {
  it('keeps the rest of the page when one block throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { type: 'benefits', title: 'Broken', items: null } as unknown as PageData['blocks'][number];
    renderPage({
      meta: { title: 'T', description: 'D' },
      blocks: [{ type: 'hero', title: 'Still here' }, broken, { type: 'faq', title: 'Questions', items: [{ question: 'Q?', answer: 'A.' }] }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Still here' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeTruthy();
    expect(screen.queryByText('Broken')).toBeNull();
    expect(error.mock.calls.some((call) => String(call[0]).includes('"benefits" block at position 1 failed'))).toBe(true);
    error.mockRestore();
  });

  it('has a component for every block type the schema defines', () => {
    const dir = path.join(schemaDir, 'blocks');
    const schemaTypes = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')).properties.type.const);
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaTypes.sort());
  });
});

describe('inline text', () => {
  it('renders **bold** and [links](/path), and never HTML', () => {
    const router = createMemoryRouter([
      { path: '*', element: <p data-testid="t"><InlineText text={'Get **more calls** via [our audit](/contact) <img src=x onerror=alert(1)>'} /></p> },
    ]);
    render(<RouterProvider router={router} />);
    const paragraph = screen.getByTestId('t');
    expect(paragraph.querySelector('strong')?.textContent).toBe('more calls');
    expect(paragraph.querySelector('a')?.getAttribute('href')).toBe('/contact');
    expect(paragraph.querySelector('img')).toBeNull();
    expect(paragraph.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
