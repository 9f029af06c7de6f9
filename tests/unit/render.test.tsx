// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaDir } from '../../src/tooling/paths.ts';
import type { PageData } from '../../src/core/page-data.ts';
import { Page } from '../../src/render/Page.tsx';
import { blockRegistry } from '../../src/render/registry.ts';
import { SiteProvider } from '../../src/site.tsx';
import { InlineText } from '../../src/ui/InlineText.tsx';
import { fixtureContent } from './helpers.ts';

const content = fixtureContent();
const site = content.site!;

afterEach(cleanup);

function renderPage(page: PageData) {
  return render(
    <SiteProvider site={site}>
      <Page page={page} path="/test" />
    </SiteProvider>,
  );
}

describe('the renderer', () => {
  it('keeps the rest of the page when one block throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { type: 'benefits', title: 'Broken', items: null } as unknown as PageData['blocks'][number];
    renderPage({
      meta: { title: 'T', description: 'D' },
      blocks: [
        { type: 'hero', title: 'Still here' },
        broken,
        { type: 'faq', title: 'Questions', items: [{ question: 'Q?', answer: 'A.' }] },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Still here' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeTruthy();
    expect(screen.queryByText('Broken')).toBeNull();
    expect(error.mock.calls.some((call) => String(call[0]).includes('"benefits" block at position 1 failed'))).toBe(true);
    error.mockRestore();
  });

  it('has a component for every block type the schema defines, plus the build-time case-study page', () => {
    const dir = path.join(schemaDir, 'blocks');
    const schemaTypes = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')).properties.type.const);
    expect(Object.keys(blockRegistry).sort()).toEqual([...schemaTypes, 'caseStudy'].sort());
  });
});

describe('inline text', () => {
  it('renders **bold** and [links](/path), and never HTML', () => {
    render(
      <p data-testid="t">
        <InlineText text={'Get **more calls** via [our audit](/contact) <img src=x onerror=alert(1)>'} />
      </p>,
    );
    const paragraph = screen.getByTestId('t');
    expect(paragraph.querySelector('strong')?.textContent).toBe('more calls');
    expect(paragraph.querySelector('a')?.getAttribute('href')).toBe('/contact');
    expect(paragraph.querySelector('img')).toBeNull();
    expect(paragraph.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
