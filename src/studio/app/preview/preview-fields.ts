// From what was clicked in the preview to the field that holds it: the preview is the site's real
// rendering, untouched (nothing is added to its HTML), so the clicked element's text is matched to the
// text fields of its section, the element itself first, then its parents. A benefit's title leads to
// that benefit's Title field, the headline to the hero's Title; a photo to its photo field (matched by the
// file it shows, as it shows no text); a click on no text leads to the section.
import { toPointer, walkJson } from '../../../core/json-pointer.ts';

/** What a reader sees of a text field: inline markup (**bold**, [text](link)) as its words, spaces collapsed. */
export const shownText = (value: string) =>
  value
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Fields that hold an address, a name or a choice, never words a visitor reads. */
const notText = new Set(['type', 'href', 'src', 'icon', 'id', 'opensForm', 'group']);

/**
 * Whether a field of the form (its schema and its path in the page) holds words of a section a visitor
 * reads, which the preview may show and edit in place: not an address, a name, a choice or a number.
 */
export function isShownText(
  schema: { type?: unknown; enum?: unknown; oneOf?: unknown; const?: unknown; studioWidget?: unknown },
  path: readonly (string | number)[],
) {
  return (
    path[0] === 'blocks' &&
    path.length > 2 &&
    schema.type === 'string' &&
    schema.enum === undefined &&
    schema.oneOf === undefined &&
    schema.const === undefined &&
    schema.studioWidget === undefined &&
    !notText.has(String(path.at(-1)))
  );
}

/** Every text field of a section with the words it shows and its value as written, in the order of the form. */
export function textFields(block: unknown, blockIndex: number): { pointer: string; text: string; value: string }[] {
  const found: { pointer: string; text: string; value: string }[] = [];
  walkJson(block, (value, path) => {
    if (typeof value !== 'string' || !path.length || notText.has(String(path[path.length - 1]))) return;
    const text = shownText(value);
    if (text) found.push({ pointer: `/blocks/${blockIndex}${toPointer(path)}`, text, value });
  });
  return found;
}

/** Every photo of a section (an object with a src, such as a hero's picture or a card's), in the order of the form. */
export function photoFields(block: unknown, blockIndex: number): { pointer: string; src: string }[] {
  const found: { pointer: string; src: string }[] = [];
  walkJson(block, (value, path) => {
    const src = value && typeof value === 'object' && !Array.isArray(value) ? (value as { src?: unknown }).src : undefined;
    if (typeof src === 'string' && path.length) found.push({ pointer: `/blocks/${blockIndex}${toPointer(path)}`, src });
  });
  return found;
}

/**
 * The pointer of the field a click in the preview shows: the photo clicked (`isClickedPhoto` tells, from a
 * photo's file, whether it is the one), else the field whose text the element shows: the texts of the
 * element and its parents up to the section (`texts`, innermost first) are compared with the section's
 * fields; undefined when none matches.
 */
export function fieldForClick(
  block: unknown,
  blockIndex: number,
  texts: string[],
  isClickedPhoto?: (src: string) => boolean,
): string | undefined {
  if (isClickedPhoto) return photoFields(block, blockIndex).find((photo) => isClickedPhoto(photo.src))?.pointer;
  const fields = textFields(block, blockIndex);
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const exact = fields.find((field) => field.text === text);
    if (exact) return exact.pointer;
  }
  return undefined;
}
