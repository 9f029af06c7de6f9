// The studio's browser-side logic that needs no browser: undo steps, search-result cuts, field ids,
// labels for untitled fields, and the block kinds the "Add section" picker offers.
// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { useHistory } from '../../src/studio/app/editor/undo.ts';
import { cut } from '../../src/studio/app/preview/Previews.tsx';
import { blockKinds, fieldId, headlineOf, humanize, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';

afterEach(() => vi.useRealTimers());

describe('undo and redo', () => {
  it('makes a burst of typing one step, and separate edits separate steps', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useHistory({ title: '' }));
    for (const title of ['H', 'He', 'Hel', 'Hello']) act(() => result.current.set({ title }));
    vi.advanceTimersByTime(2000);
    act(() => result.current.set({ title: 'Hello there' }));
    act(() => result.current.undo());
    expect(result.current.value).toEqual({ title: 'Hello' });
    act(() => result.current.undo());
    expect(result.current.value).toEqual({ title: '' });
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    act(() => result.current.redo());
    expect(result.current.value).toEqual({ title: 'Hello there' });
    expect(result.current.canRedo).toBe(false);
  });

  it('drops the redo steps once a new edit is made, and ignores a change to the same value', () => {
    const { result } = renderHook(() => useHistory({ n: 1 }));
    act(() => result.current.set({ n: 2 }));
    act(() => result.current.undo());
    act(() => result.current.set({ n: 1 }));
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.set({ n: 3 }));
    expect(result.current.canRedo).toBe(false);
  });
});

describe('the search-result preview', () => {
  it('cuts a long text at the last whole word before the limit, with an ellipsis, and leaves a short one alone', () => {
    expect(cut('Short title', 60)).toBe('Short title');
    const long = 'HVAC SEO Services That Keep Your Trucks Busy Through Every Season of the Year';
    const shown = cut(long, 60);
    expect(shown.length).toBeLessThanOrEqual(60);
    expect(shown).toBe('HVAC SEO Services That Keep Your Trucks Busy Through Every…');
  });
});

describe('what the form is made from', () => {
  it('names fields by their place, as rjsf does', () => {
    expect(fieldId('/blocks/2/title')).toBe('root_blocks_2_title');
    expect(fieldId('/meta/title')).toBe('root_meta_title');
  });

  it('labels untitled fields from their names, and keeps a title the schema gives', () => {
    expect(humanize('menuLabel')).toBe('Menu label');
    expect(humanize('totalMinutes')).toBe('Total minutes');
    const labelled = withFieldLabels({ properties: { menuLabel: { type: 'string' }, title: { type: 'string', title: 'Headline' } } });
    expect(labelled.properties).toEqual({
      menuLabel: { type: 'string', title: 'Menu label' },
      title: { type: 'string', title: 'Headline' },
    });
  });

  it('offers every block type of the schema, each with its description and a starter holding its required text', () => {
    const kinds = blockKinds(bundledPageSchema());
    expect(kinds.map((k) => k.type)).toContain('hero');
    expect(kinds.length).toBeGreaterThanOrEqual(19);
    for (const kind of kinds) {
      expect(kind.description.length, kind.type).toBeGreaterThan(20);
      expect(kind.title, kind.type).not.toBe('');
    }
    expect(kinds.find((k) => k.type === 'hero')!.starter).toEqual({ type: 'hero', title: '' });
  });

  it("heads a block's card with its own words", () => {
    expect(headlineOf({ type: 'hero', title: 'Rank higher' })).toBe('Rank higher');
    expect(headlineOf({ type: 'countdown', label: 'Next session in' })).toBe('Next session in');
    expect(headlineOf({ type: 'cta' })).toBe('');
  });
});
