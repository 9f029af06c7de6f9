// What the page editor does to its sections and lists: add a section from the picker (a new one, or a copy
// of another page's from the library), paste copied sections, move an item or a section (a drag or its
// keyboard equivalent), with why a move or a paste cannot be made, and the sections named as the editor
// knows them. Removing an item is ../editor/useRemovalUndo.ts.
import { useCallback, useMemo, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { kindsFor, type BlockKind } from '../../shared/schema-helpers.ts';
import type { Notice, PageValue } from '../editor/page-state.ts';
import type { ListChange } from '../editor/placeholder-places.ts';
import { announce } from './list-drag.tsx';
import { moveInPage, moveRefusal, pasteInPage, type ListPath } from './moves.ts';
import type { LibrarySection } from './section-library.ts';

interface Options {
  data: PageValue;
  /** The page as last rendered, for a move's or a paste's refusal asked between renders. */
  current: RefObject<PageValue>;
  kinds: BlockKind[];
  /** The undo history's: a page as an edit, and a step of its own on the latest page (each with what it does to a list). */
  set: (page: PageValue, change?: ListChange) => void;
  step: (update: (now: PageValue) => PageValue, change?: ListChange) => void;
  /** Runs once what was just typed is handed to the form. */
  afterTyping: (then: () => void) => void;
  /** The section cards' (see useBlockCards): a section inserted, or moved. */
  insertedBlock: (at: number) => void;
  reorderedBlocks: (from: number, to: number) => void;
  setNotice: Dispatch<SetStateAction<Notice | null>>;
  /** Takes the editor to a field. */
  goTo: (pointer: string) => void;
}

export function useSectionActions({
  data,
  current,
  kinds,
  set,
  step,
  afterTyping,
  insertedBlock,
  reorderedBlocks,
  setNotice,
  goTo,
}: Options) {
  // Where a new section will go (its index), while the picker is open.
  const [picking, setPicking] = useState<number | null>(null);
  const kindMap = useMemo(() => new Map(kinds.map((k) => [k.type, k])), [kinds]);
  // A drag or its keyboard equivalent: one step of its own for Undo, taken after what was just typed.
  const moveItem = useCallback(
    (path: ListPath, from: number, to: number) =>
      afterTyping(() => {
        step((now) => moveInPage(now, path, from, to).page ?? now, { path, kind: 'move', from, to });
        if (path.length === 1 && path[0] === 'blocks') reorderedBlocks(from, to);
      }),
    [afterTyping, step, reorderedBlocks],
  );
  const refusalOf = useCallback((path: ListPath, from: number, to: number) => moveRefusal(current.current, path, from, to), [current]);

  // New sections put at `at`: those from there on move down.
  const inserted = (at: number, count: number): ListChange => ({ path: ['blocks'], kind: 'insert', at, count });
  const addBlock = (kind: BlockKind, at: number) => {
    const blocks = [...(data.blocks ?? [])];
    blocks.splice(at, 0, structuredClone(kind.starter));
    set({ ...data, blocks }, inserted(at, 1));
    insertedBlock(at);
    setPicking(null);
    goTo(`/blocks/${at}`);
  };
  // A copy of another page's section, as Paste makes one; or why it cannot go there.
  const addFromSite = (entry: LibrarySection, at: number) => {
    const outcome = pasteInPage(current.current, [entry.section], at);
    if (!outcome.page) return outcome.refused;
    set(outcome.page, inserted(at, 1));
    insertedBlock(at);
    setPicking(null);
    setNotice({ kind: 'good', text: `Added ${entry.name} as section ${at + 1}.` });
    goTo(`/blocks/${at}`);
    return undefined;
  };
  // Only while the picker is open: never on the typing path.
  const offered = useMemo(() => (picking === null ? [] : kindsFor(kinds, data.blocks)), [picking, kinds, data.blocks]);
  const offeredTitle = useCallback((type: string) => offered.find((kind) => kind.type === type)?.title, [offered]);
  const pickerPlace = (at: number) => {
    const before = data.blocks?.[at - 1] as { type?: string } | undefined;
    return before ? `after section ${at} (${kindMap.get(before.type ?? '')?.title ?? 'section'})` : 'at the top of the page';
  };

  const kindName = (index: number) => {
    const type = (data.blocks?.[index] as { type?: string } | undefined)?.type ?? '';
    return kindMap.get(type)?.title ?? 'Section';
  };
  const moveSection = (from: number, to: number) => moveItem(['blocks'], from, to);
  const sectionRefusal = (from: number, to: number) => refusalOf(['blocks'], from, to);
  const paste = (sections: unknown[], at: number, said: string) => {
    const outcome = pasteInPage(current.current, sections, at);
    if (outcome.refused) {
      setNotice({ kind: 'bad', text: `Not pasted: ${outcome.refused}` });
      announce(`Not pasted: ${outcome.refused}`);
      return;
    }
    afterTyping(() => {
      step((now) => pasteInPage(now, sections, at).page ?? now, inserted(at, sections.length));
      sections.forEach((_, k) => insertedBlock(at + k));
      const text = `Pasted ${said} as section ${at + 1}.`;
      setNotice({ kind: 'good', text });
      announce(text);
    });
  };
  return {
    kindMap,
    moveItem,
    refusalOf,
    /** The picker: where a new section goes (null while it is closed), opened with `pick(at)`. */
    picking,
    pick: setPicking,
    close: () => setPicking(null),
    addBlock,
    addFromSite,
    offered,
    offeredTitle,
    pickerPlace,
    kindName,
    moveSection,
    sectionRefusal,
    paste,
  };
}
