// The preview's texts, each known by the field it shows: after the preview renders, the studio marks
// every element that shows a text field of its section with that field's pointer (data-studio-field), in
// the studio's own frame only; the site's pages are rendered without it. An element is the field's when
// the words it shows, written back in the page's markup (**bold**, [label](address)), are the field's
// value; when several fields hold the same words, the first field takes the first such element, and so on.
// Nothing is added to the text itself. A marked text the keyboard cannot reach of itself (a headline, a
// paragraph, a cell: not a link or a question) is made a stop of Tab (tabindex, with data-studio-tab to
// know it), so every text can be edited without a mouse.
import { textFields } from './preview-fields.ts';

export const fieldMark = 'data-studio-field';
/** On a text given a stop of Tab by the marks (which the next marks take away again). */
const tabMark = 'data-studio-tab';
/** Elements the keyboard reaches of themselves (and stops not again inside). */
const reachable = 'a[href], summary, button, input, select, textarea, label, [tabindex]';

/** Elements whose words are never edited in place: form controls, drawings, words for screen readers only. */
const skipped = (el: Element) =>
  el.localName === 'svg' ||
  el.localName === 'script' ||
  el.localName === 'style' ||
  el.classList.contains('sr-only') ||
  el.getAttribute('contenteditable') === 'false';
const notEditable = new Set(['button', 'select', 'option', 'input', 'textarea', 'caption']);

/** Spaces as the page's data compares them: runs of white space as one, none at either end. */
export const normalSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * An element's words in the page's markup: its bold as **…**, its links as [label](address), hidden words
 * left out. `seen` is told each element inside with its own words, innermost first.
 */
export function markupOf(el: Element, seen?: (inner: Element, words: string) => void): string {
  let out = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) out += (node as Text).data;
    else if (node.nodeType === 1 && !skipped(node as Element)) {
      const inner = markupOf(node as Element, seen);
      seen?.(node as Element, inner);
      out += childMarkup(node as Element, inner);
    }
  }
  return out;
}

function childMarkup(child: Element, inner: string) {
  if (!inner.trim()) return child.localName === 'br' ? ' ' : inner;
  if (child.localName === 'strong' || child.localName === 'b') return `**${inner}**`;
  const href = child.localName === 'a' ? child.getAttribute('href') : null;
  return href ? `[${inner}](${href})` : inner;
}

/** Whether a text holds markup (bold or a link), which editing in place keeps. */
export const hasMarkup = (text: string) => /\*\*.+?\*\*|\[[^\]\n]+\]\([^)\s]+\)/.test(text);

/**
 * Marks the texts of every section under `root` (each in its data-block-index wrapper) with the pointer of
 * the field it shows, from `blocks`, the page's sections as the editor has them; marks of an earlier render
 * go first. A field whose words the preview does not show as they are (not yet rendered, or a placeholder)
 * is left unmarked.
 */
export function markFields(root: ParentNode, blocks: readonly unknown[] | undefined): void {
  for (const old of root.querySelectorAll(`[${fieldMark}]`)) old.removeAttribute(fieldMark);
  // Stops of Tab the marks gave before, taken away (once these marks are made) from texts no longer marked.
  const tabbed = new Set(root.querySelectorAll(`[${tabMark}]`));
  for (const wrapper of root.querySelectorAll('[data-block-index]')) {
    const index = Number(wrapper.getAttribute('data-block-index'));
    const fields = textFields(blocks?.[index], index);
    if (!fields.length) continue;
    const wanted = new Set(fields.map((field) => normalSpaces(field.value)));
    // Each wanted text's elements in the order of the page, the innermost of nested ones.
    const found = new Map<string, Element[]>();
    markupOf(wrapper, (el, words) => {
      const key = normalSpaces(words);
      if (!wanted.has(key) || notEditable.has(el.localName) || el.closest('button')) return;
      const list = found.get(key) ?? [];
      if (!list.length || !el.contains(list.at(-1)!)) list.push(el);
      found.set(key, list);
    });
    const taken = new Map<string, number>();
    for (const field of fields) {
      const key = normalSpaces(field.value);
      const at = taken.get(key) ?? 0;
      const el = found.get(key)?.[at];
      taken.set(key, at + 1);
      if (!el) continue;
      el.setAttribute(fieldMark, field.pointer);
      const ownStop = el.hasAttribute('tabindex') && !el.hasAttribute(tabMark);
      if (!ownStop && !el.matches(reachable.replace(', [tabindex]', '')) && !el.parentElement?.closest(reachable)) {
        if (!tabbed.delete(el)) {
          el.setAttribute('tabindex', '0');
          el.setAttribute(tabMark, '');
        }
      }
    }
  }
  for (const old of tabbed) {
    old.removeAttribute('tabindex');
    old.removeAttribute(tabMark);
  }
}

/**
 * Keeps an element's content as it is now, and gives back what puts it back exactly: the same nodes, the
 * same words. Editing in place changes the element the preview's renderer made; it is put back before the
 * renderer draws it again.
 */
export function keepContent(el: Element): () => void {
  const lists: [Element, Node[]][] = [];
  const texts: [Text, string][] = [];
  const keep = (parent: Element) => {
    lists.push([parent, [...parent.childNodes]]);
    for (const node of parent.childNodes) {
      if (node.nodeType === 3) texts.push([node as Text, (node as Text).data]);
      else if (node.nodeType === 1) keep(node as Element);
    }
  };
  keep(el);
  return () => {
    for (const [parent, nodes] of lists) {
      if (nodes.length !== parent.childNodes.length || nodes.some((node, i) => parent.childNodes[i] !== node))
        parent.replaceChildren(...nodes);
    }
    for (const [text, data] of texts) if (text.data !== data) text.data = data;
  };
}
