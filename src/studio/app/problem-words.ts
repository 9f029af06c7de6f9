// The checker's problems in the editor's words: where (the section and field as the form names them,
// "Benefits › item 3 › Title") and what, without the JSON pointers, quoted property names and line
// numbers the command line prints for developers.
import type { Problem } from '../backend.ts';
import { humanize } from './schema-helpers.ts';
import { pointerToSegments } from '../../core/json-pointer.ts';

const partNames: Record<string, string> = { meta: 'Search and share', card: 'Menu card', path: 'Address', blocks: 'Sections' };

/** Fields whose name says little to an editor, by the label the form gives them. */
const fieldWords: Record<string, string> = {
  id: 'Jump-link name',
  href: 'Goes to',
  opensForm: 'Opens the audit form',
  context: 'Extra words for screen readers',
  canonical: 'Original address',
  noindex: 'Hide from search engines',
  eyebrow: 'Small label above the headline',
  subtitle: 'Text under the headline',
  intro: 'Introduction',
  src: 'File',
  alt: 'What it shows',
  order: 'Position in the list',
  actions: 'Buttons',
  menuLabel: 'Menu label',
};
/** A field's name as the form labels it. */
const fieldInWords = (name: string) => fieldWords[name] ?? humanize(name);

/** Where a pointer leads, as the form labels it: /blocks/2/items/3/title is "Benefits › item 4 › Title". */
export function placeInWords(pointer: string, page: { blocks?: unknown[] }, kindTitle: (type: string) => string): string {
  const parts = pointerToSegments(pointer).map(String);
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === 'blocks' && i === 0 && parts[1] !== undefined) {
      const type = (page.blocks?.[Number(parts[1])] as { type?: string } | undefined)?.type;
      words.push(type ? kindTitle(type) : `Section ${Number(parts[1]) + 1}`);
      i++;
    } else if (/^\d+$/.test(part)) words.push(`item ${Number(part) + 1}`);
    else if (i === 0 && partNames[part]) words.push(partNames[part]);
    // A section's own list is its items: "Benefits › item 3", not "Benefits › Items › item 3".
    else if (part === 'items' && /^\d+$/.test(parts[i + 1] ?? '')) continue;
    else if (part !== 'type') words.push(fieldInWords(part));
  }
  return words.join(' › ') || 'The page';
}

/** The message without developer notation: quoted field names become their labels, pointers and line numbers go. */
export function messageInWords(message: string): string {
  return (
    message
      .replace(/\s*\(at \/[^)]*\)/g, '')
      .replace(/"([a-z][A-Za-z0-9]*)"/g, (_, name: string) => fieldInWords(name))
      // A pointer left inside a sentence (only pointers start with /blocks/, /meta/ or /card/; addresses do not).
      .replace(/(^|[\s(])\/(blocks|meta|card)(\/[^\s),.]*)?/g, (_, before: string) => `${before}this field`)
      .replace(/,?\s*(on |at )?line \d+(, column \d+)?/gi, '')
      .replace(/:\d+:\d+/g, '')
  );
}

/** A problem as the studio shows it in the list: "Benefits › item 3 › Title: Title must not be empty." */
export function problemInWords(problem: Problem, page: { blocks?: unknown[] }, kindTitle: (type: string) => string) {
  return { where: placeInWords(problem.pointer, page, kindTitle), what: messageInWords(problem.message) };
}
