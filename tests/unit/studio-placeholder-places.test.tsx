// A new page's placeholders follow the item they belong to: kept by the place of their text, they go where
// the item goes when it is moved (the form's Move buttons, a drag), duplicated or removed, when sections are
// added before it, and back with it on Undo, Redo and a removal's Undo. Here the studio's own form, undo
// history and still-to-write list, on Roofing SEO started from HVAC SEO.
// @vitest-environment jsdom
import { customizeValidator } from '@rjsf/validator-ajv8';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useEffect, useRef, useState, useTransition } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { blockKinds, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { startFrom } from '../../src/studio/engine/new-page-start.ts';
import { followChange, placeholdersAfter } from '../../src/studio/app/editor/placeholder-places.ts';
import { useUndoHistory } from '../../src/studio/app/editor/useUndoHistory.ts';
import { useToWrite } from '../../src/studio/app/editor/to-write.tsx';
import { usePageForm } from '../../src/studio/app/form/usePageForm.tsx';
import { moveInPage } from '../../src/studio/app/sections/moves.ts';
import { pageText, useLiveCheck, type Notice, type PageValue } from '../../src/studio/app/editor/page-state.ts';
import type { Check, StudioBackend } from '../../src/studio/backend.ts';
import { useRemovalUndo } from '../../src/studio/app/editor/useRemovalUndo.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { localBackend } from '../../src/studio/local/client.ts';
import { pagesDir } from '../../src/tooling/paths.ts';
import { planPage } from '../../src/tooling/new-page.ts';

// The form brings a moved or copied item into view as it keeps the keyboard (scrollIntoView, a frame after
// the press); the test's document lays nothing out and has no such method. Kept for the file's whole run (its
// own document): a frame asked for by the last test may come after the tests.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const schema = withFieldLabels(bundledPageSchema());
const kinds = new Map(blockKinds(schema).map((k) => [k.type, k]));
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });
const hvac = JSON.parse(readFileSync(path.join(pagesDir(), 'industries', 'hvac-seo.json'), 'utf8')) as Record<string, unknown>;
const planned = planPage('industry', 'roofing-seo');
if ('error' in planned) throw new Error(planned.error);
const start = startFrom(schema, planned.page, hvac, 'Roofing SEO');
const backend: StudioBackend = { ...localBackend, check: async () => ({ problems: [] }) as unknown as Check };
const benefit = (i: number) => start.placeholders[`/blocks/1/items/${i}/title`]!;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('placeholders by place, after a list change', () => {
  const placeholders = {
    '/meta/title': 'T',
    '/blocks/1/title': 'Heading',
    '/blocks/1/items/0/title': 'a',
    '/blocks/1/items/1/title': 'b',
    '/blocks/1/items/2/title': 'c',
    '/blocks/1/items/2/points/0': 'c0',
    '/blocks/10/title': 'ten',
  };
  const items = (p: Record<string, string>) => [0, 1, 2, 3].map((i) => p[`/blocks/1/items/${i}/title`]);

  it('a moved item takes its placeholders, those inside it too; the others shift as the items do', () => {
    const moved = followChange(placeholders, { path: ['blocks', 1, 'items'], kind: 'move', from: 2, to: 0 });
    expect(items(moved)).toEqual(['c', 'a', 'b', undefined]);
    expect(moved['/blocks/1/items/0/points/0']).toBe('c0');
    // Outside the list (a section whose number only starts the same) nothing changes.
    expect(moved).toMatchObject({ '/meta/title': 'T', '/blocks/1/title': 'Heading', '/blocks/10/title': 'ten' });
  });

  it('a removed item’s placeholders go; a duplicate of an item has the same; sections added before move the rest down', () => {
    expect(items(followChange(placeholders, { path: ['blocks', 1, 'items'], kind: 'remove', at: 0 }))).toEqual([
      'b',
      'c',
      undefined,
      undefined,
    ]);
    expect(items(followChange(placeholders, { path: ['blocks', 1, 'items'], kind: 'copy', at: 1 }))).toEqual(['a', 'b', 'b', 'c']);
    const inserted = followChange(placeholders, { path: ['blocks'], kind: 'insert', at: 1, count: 2 });
    expect(inserted).toMatchObject({ '/blocks/3/title': 'Heading', '/blocks/3/items/2/points/0': 'c0', '/blocks/12/title': 'ten' });
    expect(inserted['/blocks/1/title']).toBeUndefined();
  });

  it('a change that does not match the pages before and after is not followed', () => {
    const before = { blocks: [{}, { items: [{}, {}, {}] }] };
    const removed = { blocks: [{}, { items: [{}, {}] }] };
    const remove = { path: ['blocks', 1, 'items'], kind: 'remove', at: 0 } as const;
    expect(items(placeholdersAfter(placeholders, before, removed, remove)!)).toEqual(['b', 'c', undefined, undefined]);
    // The same list, still three items (the change was said, but the page handed on is another edit).
    expect(placeholdersAfter(placeholders, before, before, remove)).toBe(placeholders);
    expect(placeholdersAfter(undefined, before, removed, remove)).toBeUndefined();
  });
});

/** The studio's new-page editing, as the page editor wires it: undo history, form and texts still to write. */
interface Editor {
  step: ReturnType<typeof useUndoHistory>['history']['step'];
  undo: () => void;
  redo: () => void;
  notice: Notice | null;
}
function NewPage({ expose }: { expose: (editor: Editor) => void }) {
  const { history, undo, redo } = useUndoHistory(
    {
      file: 'industries/roofing-seo.json',
      base: null,
      data: start.page,
      placeholders: start.placeholders,
    },
    schema,
  );
  const [, startHandover] = useTransition();
  const [notice, setNotice] = useState<Notice | null>(null);
  const current = useRef(history.value);
  useEffect(() => {
    current.current = history.value;
  });
  const removing = useRemovalUndo(history.value, current, history.set, setNotice);
  const { checked } = useToWrite(history.value, history.placeholders, true);
  // Kept in this browser while unsaved (a new page always is), as the page editor keeps it.
  useLiveCheck('industries/roofing-seo.json', history.value, null, pageText(history.value) !== '', checked, history.placeholders);
  const form = usePageForm({
    ...{ schema, data: history.value, validator, extraErrors: {}, setPage: history.set, startHandover },
    context: {
      kinds,
      openBlocks: new Set([1]),
      toggleBlock: () => {},
      movedBlock: () => {},
      addSection: () => {},
      removing,
      editInPreviewRef: { current: () => {} },
    },
  });
  expose({ step: history.step, undo, redo, notice });
  const items = ((checked as PageValue).blocks![1] as { items: { title: string }[] }).items;
  return (
    <>
      <ol aria-label="Benefits as the preview shows them">
        {items.map((item, i) => (
          <li key={i}>{item.title}</li>
        ))}
      </ol>
      {form}
    </>
  );
}

describe('a new page’s placeholders in the editor', () => {
  const shownBenefits = () => screen.getByRole('list', { name: 'Benefits as the preview shows them' }).querySelectorAll('li');
  const benefits = () => [...shownBenefits()].map((li) => li.textContent);
  const setUp = () => {
    let editor!: Editor;
    render(
      <BackendContext value={backend}>
        <NewPage expose={(e) => (editor = e)} />
      </BackendContext>,
    );
    return () => editor;
  };
  const written = 'Roofs fixed before the next storm';

  // Each edit a moment after the one before, so each is a step of its own for Undo.
  const later = () => vi.setSystemTime(Date.now() + 1000);

  it('follow their benefit through the form’s Move, Duplicate and Remove buttons, Undo and Redo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const editor = setUp();
    expect(benefits()).toEqual([benefit(0), benefit(1), benefit(2)]);
    const field = document.getElementById('root_blocks_1_items_0_title')!;
    fireEvent.change(field, { target: { value: written } });
    fireEvent.blur(field);
    await waitFor(() => expect(benefits()).toEqual([written, benefit(1), benefit(2)]));

    later();
    fireEvent.click(screen.getByRole('button', { name: 'Move benefit 3 up' }));
    await waitFor(() => expect(benefits()).toEqual([written, benefit(2), benefit(1)]));
    later();
    fireEvent.click(screen.getByRole('button', { name: 'Move benefit 1 down' }));
    await waitFor(() => expect(benefits()).toEqual([benefit(2), written, benefit(1)]));
    // A copy of a benefit still to write is still to write, with the same words.
    later();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate benefit 1' }));
    await waitFor(() => expect(benefits()).toEqual([benefit(2), benefit(2), written, benefit(1)]));
    later();
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    await waitFor(() => expect(benefits()).toEqual([benefit(2), written, benefit(1)]));
    later();
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefit 1' }));
    await waitFor(() => expect(benefits()).toEqual([written, benefit(1)]));

    // Undo and Redo bring each state of the page back with its placeholders.
    act(() => editor().undo());
    await waitFor(() => expect(benefits()).toEqual([benefit(2), written, benefit(1)]));
    act(() => editor().undo());
    await waitFor(() => expect(benefits()).toEqual([benefit(2), benefit(2), written, benefit(1)]));
    act(() => editor().redo());
    await waitFor(() => expect(benefits()).toEqual([benefit(2), written, benefit(1)]));
  });

  it('follow a drag (a step of its own), and come back with a removed benefit on the removal’s Undo', async () => {
    const editor = setUp();
    const items = ['blocks', 1, 'items'];
    act(() => editor().step((now) => moveInPage(now, items, 0, 2).page!, { path: items, kind: 'move', from: 0, to: 2 }));
    await waitFor(() => expect(benefits()).toEqual([benefit(1), benefit(2), benefit(0)]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefit 1' }));
    await waitFor(() => expect(benefits()).toEqual([benefit(2), benefit(0)]));
    expect(editor().notice?.action?.label).toBe('Undo');
    act(() => editor().notice!.action!.run());
    await waitFor(() => expect(benefits()).toEqual([benefit(1), benefit(2), benefit(0)]));
  });

  it('follow their benefit into the draft kept in this browser: the page opened again shows each benefit’s own words', async () => {
    setUp();
    const field = document.getElementById('root_blocks_1_items_0_title')!;
    fireEvent.change(field, { target: { value: written } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: 'Move benefit 3 up' }));
    await waitFor(() => expect(benefits()).toEqual([written, benefit(2), benefit(1)]));
    cleanup();
    setUp();
    expect(benefits()).toEqual([written, benefit(2), benefit(1)]);
  });
});
