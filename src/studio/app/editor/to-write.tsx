// A new page's texts still to write: the check and the preview see each empty text filled with its
// placeholder (greyed and marked "to write" in the preview); the form shows a problem only once its field
// is touched, or every problem after a save was tried; what remains reads as a checklist, each item
// leading to its place in the preview and the form. Once the list is scrolled out of view, the next text
// to write stays one press away at the foot of the form column.
import { useEffect, useMemo, useState } from 'react';
import { plural } from '../../../core/words.ts';
import type { Problem } from '../../backend.ts';
import { withPlaceholders } from '../../engine/new-page-start.ts';
import { shownText } from '../preview/preview-fields.ts';
import { valueAt } from '../preview/page-at-pointer.ts';
import type { PlaceOf } from '../../shared/problem-words.ts';
import { fieldId } from '../../shared/schema-helpers.ts';

/**
 * The page as it is checked and previewed: with the placeholders in the texts still to write (`placeholders`
 * undefined: the page itself, nothing to write). On a new page (`newPage`) every empty text is still to
 * write; on another, only those of the sections and items added since it opened.
 */
export function useToWrite(data: unknown, placeholders: Record<string, string> | undefined, newPage: boolean) {
  return useMemo(() => {
    if (!placeholders) return { checked: data, toWrite: [] as string[], shown: [] as string[] };
    const { filled, toWrite, shown } = withPlaceholders(data, placeholders, newPage);
    return { checked: filled, toWrite, shown };
  }, [data, placeholders, newPage]);
}

/**
 * The words each text still to write shows greyed in the preview, by its field's id: its field shows the
 * same words as its placeholder (a copy's title shows the page's own title, as the preview does, not the
 * schema's example). The same object while those words stay the same, so typing never rebuilds the form's context.
 */
export function useToWriteHints(checked: unknown, toWrite: readonly string[]): Readonly<Record<string, string>> {
  const key = JSON.stringify(toWrite.map((pointer) => [fieldId(pointer), String(valueAt(checked, pointer) ?? '')]));
  return useMemo(() => Object.fromEntries(JSON.parse(key) as [string, string][]), [key]);
}

/**
 * The check's problems about the editor's own words: a text still to write is checked with its placeholder in
 * it, and what the check says of the placeholder (another page with the same words, say) is not about them;
 * the text is listed as still to write.
 */
export function aboutTheEditorsWords(problems: Problem[], toWrite: readonly string[]): Problem[] {
  if (!toWrite.length) return problems;
  const placeholders = new Set(toWrite);
  return problems.filter((p) => !placeholders.has(p.pointer));
}

/** The problems to show: on a new page, only those of fields changed since it opened, until a save is tried. */
export function shownProblems(problems: Problem[], data: unknown, start: unknown, all: boolean): Problem[] {
  if (all) return problems;
  return problems.filter((p) => JSON.stringify(valueAt(data, p.pointer)) !== JSON.stringify(valueAt(start, p.pointer)));
}

/**
 * The preview's frame: each text still to write is greyed and labelled (data-to-write; problems.css styles
 * it). The preview is the site's own rendering, untouched: a placeholder is found by its words, the
 * innermost element that shows exactly them.
 */
function markPlaceholders(body: HTMLElement, words: ReadonlySet<string>) {
  const said = (el: Element) => words.has(shownText(el.textContent ?? ''));
  for (const marked of body.querySelectorAll('[data-to-write]')) if (!said(marked)) marked.removeAttribute('data-to-write');
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let at = node.parentElement;
    for (let up = 0; at && at !== body && up < 3 && !said(at); up++) at = at.parentElement;
    if (at && at !== body && said(at)) at.setAttribute('data-to-write', '');
  }
}

const previewBody = () => document.querySelector<HTMLIFrameElement>('.studio-preview iframe')?.contentDocument?.body ?? null;

/** Keeps the preview's placeholders marked as it re-renders. */
export function useToWriteMarks(shown: string[], rendered: unknown) {
  const key = shown.join('\n');
  useEffect(() => {
    if (!key) {
      previewBody()
        ?.querySelectorAll('[data-to-write]')
        .forEach((el) => el.removeAttribute('data-to-write'));
      return;
    }
    const words = new Set(key.split('\n').map(shownText));
    let observer: MutationObserver | undefined;
    // The frame's page is written into it once it is mounted: wait a frame for it.
    const frame = requestAnimationFrame(() => {
      const body = previewBody();
      if (!body) return;
      markPlaceholders(body, words);
      observer = new MutationObserver(() => markPlaceholders(body, words));
      observer.observe(body, { subtree: true, childList: true, characterData: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [key, rendered]);
}

/** Scrolls the preview to where a text still to write shows (its section, else nothing). */
function showInPreview(pointer: string) {
  const block = /^\/blocks\/(\d+)/.exec(pointer)?.[1];
  const body = previewBody();
  if (!block || !body) return;
  const section = body.querySelector(`[data-block-index="${block}"]`);
  const place = section?.querySelector('[data-to-write]') ?? section?.firstElementChild;
  place?.scrollIntoView({ block: 'center' });
}

/** The texts still to write (their pointers, in the form's order), on the page, named as the form labels them; `goTo` leads to one. */
interface ToWriteProps {
  toWrite: string[];
  page: { blocks?: unknown[] };
  placeOf: PlaceOf;
  goTo: (pointer: string) => void;
}

/** "4 texts still to write": each a button to its field (and its place in the preview). Not a problem: nothing red. */
export function ToWriteList({ toWrite, page, placeOf, goTo }: ToWriteProps) {
  if (!toWrite.length) return null;
  return (
    <section className="studio-to-write" id={toWriteListId} aria-labelledby="studio-to-write-heading">
      <h2 id="studio-to-write-heading">{plural(toWrite.length, 'text')} still to write</h2>
      <ul>
        {toWrite.map((pointer) => (
          <li key={pointer}>
            <button
              type="button"
              className="studio-link"
              onClick={() => {
                showInPreview(pointer);
                goTo(pointer);
              }}
            >
              {placeOf(pointer, page)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const toWriteListId = 'studio-to-write';

/** Whether an element is on screen, followed as it scrolls (true until it is known, and while there is none). */
function useInView(id: string, present: boolean): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = present ? document.getElementById(id) : null;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, present]);
  return present ? inView : true;
}

/**
 * Of the texts still to write (in the form's order), the one after the field the editor was last in; the
 * first when the editor was after them all, or in none.
 */
function nextToWrite(toWrite: readonly string[], last: Element | null): string | undefined {
  const after = toWrite.find((pointer) => {
    const field = document.getElementById(fieldId(pointer));
    return field && last && last !== field && last.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  return after ?? toWrite[0];
}

/**
 * While the checklist is out of view: how many texts are still to write and a button to the next one,
 * stuck to the foot of the form column, so the next step is always in reach after writing a field.
 */
export function NextToWrite({ toWrite, page, placeOf, goTo }: ToWriteProps) {
  const listInView = useInView(toWriteListId, toWrite.length > 0);
  // The field the editor was last in (focus has moved to the button by the time it is pressed).
  const [last, setLast] = useState<Element | null>(null);
  useEffect(() => {
    const form = document.getElementById('studio-page-fields');
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.id.startsWith('root_')) setLast(event.target);
    };
    form?.addEventListener('focusin', remember);
    return () => form?.removeEventListener('focusin', remember);
  }, []);
  if (!toWrite.length || listInView) return null;
  const next = nextToWrite(toWrite, last?.isConnected ? last : null)!;
  return (
    <div className="studio-next-to-write" role="region" aria-label="Next text to write">
      <span>{plural(toWrite.length, 'text')} still to write</span>
      <button
        type="button"
        onClick={() => {
          showInPreview(next);
          goTo(next);
        }}
      >
        Next: {placeOf(next, page)}
      </button>
    </div>
  );
}
