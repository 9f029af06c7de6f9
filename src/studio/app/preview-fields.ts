// From what was clicked in the preview to the field that holds it: the preview is the site's real
// rendering, untouched (nothing is added to its HTML), so the clicked element's text is matched to the
// text fields of its section, the element itself first, then its parents. A benefit's title leads to
// that benefit's Title field, the headline to the hero's Title; a click on no text leads to the section.
import { toPointer, walkJson } from '../../core/json-pointer.ts';

/** What a reader sees of a text field: inline markup (**bold**, [text](link)) as its words, spaces collapsed. */
export const shownText = (value: string) =>
  value
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Fields that hold an address, a name or a choice, never words a visitor reads. */
const notText = new Set(['type', 'href', 'src', 'icon', 'id', 'opensForm', 'group']);

/** Every text field of a section with the words it shows, in the order of the form. */
export function textFields(block: unknown, blockIndex: number): { pointer: string; text: string }[] {
  const found: { pointer: string; text: string }[] = [];
  walkJson(block, (value, path) => {
    if (typeof value !== 'string' || !path.length || notText.has(String(path[path.length - 1]))) return;
    const text = shownText(value);
    if (text) found.push({ pointer: `/blocks/${blockIndex}${toPointer(path)}`, text });
  });
  return found;
}

/**
 * The pointer of the field whose text a clicked element shows: the texts of the element and its parents up
 * to the section (`texts`, innermost first) are compared with the section's fields; undefined when none matches.
 */
export function fieldForClick(block: unknown, blockIndex: number, texts: string[]): string | undefined {
  const fields = textFields(block, blockIndex);
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const exact = fields.find((field) => field.text === text);
    if (exact) return exact.pointer;
  }
  return undefined;
}
