// @vitest-environment jsdom
// The studio's SEO panel: the score, the findings grouped by severity (what to fix first, what is done
// well folded away), and each finding a button, headed by the form's label of its field, that takes the
// editor to that field; a report of a page the latest check cannot render is not kept.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SeoPanel, useSeoReport } from '../../src/studio/app/seo/SeoPanel.tsx';
import type { SeoReport } from '../../src/core/seo/report.ts';
import type { Check } from '../../src/studio/backend.ts';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { fieldPlace } from '../../src/studio/shared/schema-helpers.ts';

const placeOf = fieldPlace(bundledPageSchema());
const page = {
  meta: { title: 'T', description: 'D' },
  blocks: [{ type: 'hero', title: 'H' }, { type: 'hero' }, { type: 'hero', title: 'X', actions: [{ label: 'Go', href: '/nowhere' }] }],
};

afterEach(cleanup);

const report: SeoReport = {
  score: 71,
  band: 'ok',
  findings: [
    { id: 'keyphrase-set', severity: 'good', message: 'The focus keyphrase is “hvac seo”.', pointer: '/meta/keyphrase' },
    { id: 'title-width', severity: 'warning', message: 'The title is 612 px wide in search results. Shorten it.', pointer: '/meta/title' },
    {
      id: 'broken-links',
      severity: 'error',
      message: 'A link goes to /nowhere. Correct the address.',
      pointer: '/blocks/2/actions/0/href',
    },
  ],
};

describe('the SEO panel', () => {
  it('shows the score and the findings by severity, errors first; a click goes to the finding’s field', () => {
    const goTo = vi.fn();
    render(<SeoPanel report={report} goTo={goTo} page={page} placeOf={placeOf} />);
    const panel = screen.getByRole('region', { name: 'SEO' });
    expect(panel.textContent).toContain('71/100 · Needs work');
    const headings = within(panel)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Fix: 1 point', 'Improve: 1 point']);
    // What is done well is there, folded.
    expect(panel.querySelector('details summary')?.textContent).toBe('Done well (1)');
    fireEvent.click(screen.getByRole('button', { name: /A link goes to \/nowhere/ }));
    expect(goTo).toHaveBeenCalledWith('/blocks/2/actions/0/href');
    fireEvent.click(screen.getByRole('button', { name: /612 px/ }));
    expect(goTo).toHaveBeenLastCalledWith('/meta/title');
    // Each point is headed by its field's place in the form, as the problem list names it.
    expect(screen.getByRole('button', { name: /612 px/ }).textContent).toBe(
      'Search and share › Title: The title is 612 px wide in search results. Shorten it.',
    );
    expect(screen.getByRole('button', { name: /A link goes to/ }).textContent).toMatch(/^Hero › Button 1 › Goes to: A link goes to/);
  });

  it('says where the report will be before there is one', () => {
    render(<SeoPanel report={undefined} goTo={() => {}} page={page} placeOf={placeOf} />);
    expect(screen.getByRole('region', { name: 'SEO' }).textContent).toContain('appears once the page shows in the preview');
  });

  it('computes the report a moment after the latest check, not on every change', async () => {
    const file = path.join(defaultPagesDir, 'industries', 'hvac-seo.json');
    const text = readFileSync(file, 'utf8');
    const check: Check = new FolderEditChecker(defaultPagesDir, publicDir).check(file, text);
    const written = JSON.parse(text);
    // The panel loads the report's code on first use; loaded here first, the wait below is the panel's own.
    await import('../../src/studio/engine/seo-report.tsx');
    let shown: SeoReport | undefined;
    function Probe({ at }: { at: unknown }) {
      shown = useSeoReport(check, at);
      return null;
    }
    const view = render(<Probe at={written} />);
    // Typing on (a new value each time) puts the report off.
    view.rerender(<Probe at={{ ...written }} />);
    expect(shown).toBeUndefined();
    await vi.waitFor(() => expect(shown?.score).toBeGreaterThan(0), { timeout: 10_000 });
  });

  it('drops its report once the latest check cannot render the page (a description emptied): no advice about words gone', async () => {
    const file = path.join(defaultPagesDir, 'industries', 'hvac-seo.json');
    const text = readFileSync(file, 'utf8');
    const checker = new FolderEditChecker(defaultPagesDir, publicDir);
    const written = JSON.parse(text) as { meta: Record<string, unknown> };
    const emptied = { ...written, meta: { ...written.meta, description: '' } };
    const unrendered = checker.check(file, JSON.stringify(emptied));
    expect(unrendered.page).toBeUndefined();
    await import('../../src/studio/engine/seo-report.tsx');
    let shown: SeoReport | undefined;
    function Probe({ check, at }: { check: Check; at: unknown }) {
      shown = useSeoReport(check, at);
      return null;
    }
    const view = render(<Probe check={checker.check(file, text)} at={written} />);
    await vi.waitFor(() => expect(shown?.score).toBeGreaterThan(0), { timeout: 10_000 });
    view.rerender(<Probe check={unrendered} at={emptied} />);
    await vi.waitFor(() => expect(shown).toBeUndefined());
  });
});
