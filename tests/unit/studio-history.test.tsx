// Undo and redo over moves: a move is one step of its own, never merged with the typing just before or
// just after it, so Undo takes back the move alone and Redo puts it back.
// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useHistory } from '../../src/studio/app/editor/undo.ts';
import { moveInPage } from '../../src/studio/app/sections/moves.ts';
import type { PageValue } from '../../src/studio/app/editor/page-state.ts';

const start: PageValue = { blocks: [{ type: 'hero', title: 'A' }, { type: 'faq' }, { type: 'cta' }] };
const titles = (p: PageValue) => p.blocks!.map((b) => (b as { type: string }).type).join(',');

it('a move between two bursts of typing is undone alone, and redone', () => {
  const { result } = renderHook(() => useHistory<PageValue>(start));
  const typed = (title: string) => (now: PageValue) => ({ ...now, blocks: [{ type: 'hero', title }, ...now.blocks!.slice(1)] });
  act(() => result.current.set(typed('Ab')(result.current.value)));
  act(() => result.current.step((now) => moveInPage(now, ['blocks'], 2, 1).page ?? now));
  // Typed at once after the move (well within the time that merges typing into one step).
  act(() => result.current.set(typed('Abc')(result.current.value)));
  expect(titles(result.current.value)).toBe('hero,cta,faq');
  act(() => result.current.undo());
  expect((result.current.value.blocks![0] as { title: string }).title).toBe('Ab');
  expect(titles(result.current.value)).toBe('hero,cta,faq');
  act(() => result.current.undo());
  expect(titles(result.current.value)).toBe('hero,faq,cta');
  expect((result.current.value.blocks![0] as { title: string }).title).toBe('Ab');
  act(() => result.current.redo());
  expect(titles(result.current.value)).toBe('hero,cta,faq');
});

it('a refused move (the page unchanged) is no step at all', () => {
  const { result } = renderHook(() => useHistory<PageValue>(start));
  act(() => result.current.step((now) => moveInPage(now, ['blocks'], 0, 2).page ?? now));
  expect(result.current.canUndo).toBe(false);
});
