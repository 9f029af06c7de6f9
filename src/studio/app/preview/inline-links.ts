// The links in a text's words, as the page keeps them ([words](/address)), and the link an editor is on
// in the preview: the same links, counted the same way, so the third link the preview shows is the third
// the words hold. A link's address is changed, or the link removed, in the words themselves; nothing else
// in them moves.
import { inlineMarkup } from '../../../core/inline-markup.ts';
import { fieldMark, markupOf } from './inline-text.ts';

export interface MarkupLink {
  /** Where `[` stands in the words, and where the link ends (after its `)`). */
  start: number;
  end: number;
  label: string;
  href: string;
}

/** The links a text's words hold, in order: bold words are read as the site reads them (a link inside bold is no link). */
export function linksIn(text: string): MarkupLink[] {
  const found: MarkupLink[] = [];
  for (const match of text.matchAll(inlineMarkup)) {
    const [whole, , label, href] = match;
    if (label !== undefined && href !== undefined) found.push({ start: match.index, end: match.index + whole.length, label, href });
  }
  return found;
}

/** The words with their `index`th link going to `href`; the same words when there is no such link. */
export function withLinkAddress(text: string, index: number, href: string): string {
  const link = linksIn(text)[index];
  if (!link) return text;
  return `${text.slice(0, link.start)}[${link.label}](${href.trim()})${text.slice(link.end)}`;
}

/** The words with their `index`th link's words left as plain words. */
export function withoutLink(text: string, index: number): string {
  const link = linksIn(text)[index];
  if (!link) return text;
  return `${text.slice(0, link.start)}${link.label}${text.slice(link.end)}`;
}

/** An address as the words may hold it: one piece, no spaces or closing bracket (which would end the link early). */
export const isLinkAddress = (href: string) => /^[^)\s]+$/.test(href.trim());

/**
 * Which link of a text's words a link of the preview is: the count of links with words before it inside
 * the marked text `text` (as markupOf reads them), or -1.
 */
export function linkIndexIn(text: Element, link: Element): number {
  const links = [...text.querySelectorAll('a[href]')].filter((a) => (a.textContent ?? '').trim() && !a.closest('svg, .sr-only'));
  return links.indexOf(link);
}

/**
 * The link an editor is on in the preview: a link in a text's words, a button or link whose address is a
 * field of its own, or words selected in a text to make a link of (`start` and `end` in the words as the page
 * keeps them; `range` where they show, `link` the text they are in).
 */
export type LinkSpot =
  | { kind: 'words'; pointer: string; index: number; href: string; link: HTMLElement }
  | { kind: 'field'; pointer: string; href: string; link: HTMLElement }
  | { kind: 'new'; pointer: string; start: number; end: number; label: string; href: ''; link: HTMLElement; range: Range };

/** The words with those from `start` to `end` made a link to `href`. */
export const withNewLink = (text: string, start: number, end: number, href: string) =>
  `${text.slice(0, start)}[${text.slice(start, end)}](${href.trim()})${text.slice(end)}`;

/**
 * Words selected in the text `text` being edited (whose words, as the page keeps them, are `value`), as a
 * link to make: undefined unless they are plain words of the text itself, neither in bold nor in a link,
 * with no bracket, on one line of the words.
 */
export function newLinkSpot(text: HTMLElement, range: Range, pointer: string, value: string): LinkSpot | undefined {
  if (range.collapsed || !text.contains(range.startContainer) || !text.contains(range.endContainer)) return undefined;
  const inMarkup = (node: Node) => {
    for (let at = node.nodeType === 1 ? (node as Element) : node.parentElement; at && at !== text; at = at.parentElement)
      if (['a', 'strong', 'b'].includes(at.localName)) return true;
    return false;
  };
  if (inMarkup(range.startContainer) || inMarkup(range.endContainer)) return undefined;
  const before = text.ownerDocument.createRange();
  before.setStart(text, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const holder = text.ownerDocument.createElement('div');
  holder.append(before.cloneContents());
  const start = markupOf(holder).length;
  // Spaces at either end stay outside the link.
  const selected = range.toString();
  const label = selected.trim();
  const lead = selected.length - selected.trimStart().length;
  const from = start + lead;
  const to = from + label.length;
  if (!label || /[[\]*\n]/.test(label) || value.slice(from, to) !== label) return undefined;
  return { kind: 'new', pointer, start: from, end: to, label, href: '', link: text, range: range.cloneRange() };
}

/** The field beside a label that holds where it goes (a button's label and its address), if it has one. */
export const addressFieldOf = (labelPointer: string) => labelPointer.replace(/\/[^/]+$/, '/href');

/**
 * The link at `node` (the caret, or what was clicked) in the text `text` being edited, whose field is
 * `pointer` with the value `value`; `valueAt` reads the page's other fields.
 */
export function linkSpotAt(
  text: HTMLElement,
  node: Node | null,
  pointer: string,
  value: string,
  valueAt: (pointer: string) => unknown,
): LinkSpot | undefined {
  // A button or link whose words are the text: its address is a field beside its label.
  const outer = text.closest<HTMLElement>('a[href]');
  if (outer) {
    const hrefPointer = addressFieldOf(pointer);
    const href = valueAt(hrefPointer);
    return typeof href === 'string' && hrefPointer !== pointer ? { kind: 'field', pointer: hrefPointer, href, link: outer } : undefined;
  }
  const at = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  const link = at?.closest<HTMLElement>('a[href]');
  if (!link || !text.contains(link) || link.closest(`[${fieldMark}]`) !== text) return undefined;
  const index = linkIndexIn(text, link);
  const inWords = linksIn(value)[index];
  return inWords ? { kind: 'words', pointer, index, href: inWords.href, link } : undefined;
}
