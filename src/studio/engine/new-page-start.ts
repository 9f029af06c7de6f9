// A new page's starting point: a page of the same kind (or the kind's template) with its structure and
// sections kept and its words taken out. Each required text starts empty, with the words it had kept
// aside as a placeholder the preview shows greyed and marked "to write"; optional texts are left out
// (an optional field left empty is absent, never a problem); lists start with the few items a real page
// needs. The page's own facts (address, menu group and position) come from the planner.
import { wordsPattern } from '../../core/blank-text.ts';
import { escape } from '../../core/json-pointer.ts';
import { resolved, schemaOf } from '../shared/schema-helpers.ts';

type Schema = Record<string, unknown>;

export interface StartingPage {
  page: Record<string, unknown>;
  /** The words shown in the preview for each text still to write, by the field's place (a JSON pointer). */
  placeholders: Record<string, string>;
}

/** How many items a list starts with (at least as many as the schema asks for): three benefits, not seven. */
export const startingItems = 3;

/** Fields that hold an address, a name, a choice or a setting: kept as they are (an icon, a button to /contact). */
const kept = new Set(['type', 'href', 'src', 'icon', 'id', 'opensForm', 'group', 'order', 'when', 'context']);
const todoPrefix = 'TODO:';

// Free text: no choice from a list, no format, and no pattern a plain sentence breaks (the one every text
// shares asks only for words; a keyphrase's asks for one line too). An address, a slug or a photo's name has
// a pattern of its own that a sentence does not fit.
const sentence = 'Plain words, as an editor writes them';
const isText = (schema: Schema) =>
  !schema.enum &&
  !schema.const &&
  !schema.format &&
  (!schema.pattern || schema.pattern === wordsPattern || new RegExp(String(schema.pattern), 'u').test(sentence));

function derive(
  root: Schema,
  node: Schema | undefined,
  value: unknown,
  key: string,
  required: boolean,
  pointer: string,
  out: Record<string, string>,
): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  const schema = schemaOf(root, node, value);
  if (typeof value === 'string') {
    const todo = value.startsWith(todoPrefix);
    if (kept.has(key) || (!todo && !isText(schema))) return todo ? '' : value;
    if (!required) return undefined;
    // A template's marked placeholder says what to write; the field's example shows it as a page would.
    const hint = typeof schema.studioHint === 'string' ? schema.studioHint : '';
    out[pointer] = todo ? hint || value.slice(todoPrefix.length).trim() : value;
    return '';
  }
  if (Array.isArray(value)) {
    const itemSchema = schema.items as Schema | undefined;
    const texts = value.every((v) => typeof v === 'string');
    if (!required && texts) return undefined;
    // The page's sections all come along (a page started from HVAC SEO has its FAQ and its call to action);
    // the lists inside them start short.
    const count = pointer === '/blocks' ? value.length : Math.min(value.length, Math.max(startingItems, Number(schema.minItems ?? 0)));
    return value.slice(0, count).map((item, i) => derive(root, itemSchema, item, key, true, `${pointer}/${i}`, out));
  }
  if (value && typeof value === 'object') {
    // Another page's photo is never this page's: an optional one is left for the editor to choose.
    if (!required && 'src' in value) return undefined;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const needed = new Set((schema.required as string[] | undefined) ?? []);
    const object: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      const next = derive(root, properties[name], inner, name, needed.has(name), `${pointer}/${escape(name)}`, out);
      if (next !== undefined) object[name] = next;
    }
    return object;
  }
  return undefined;
}

/**
 * The page a new page starts as: `example` (a page of the same kind, or the planner's template) with its
 * words taken out, and the planner's own facts for this page (`plan`: its schema path, address and card
 * place). The name typed in the New page dialog is its card's title and its hero's small label.
 */
export function startFrom(root: Schema, plan: Record<string, unknown>, example: Record<string, unknown>, name: string): StartingPage {
  const pageSchema = resolved(root, root);
  const properties = (pageSchema.properties ?? {}) as Record<string, Schema>;
  const placeholders: Record<string, string> = {};
  const part = (key: string, value: unknown) => derive(root, properties[key], value, key, true, `/${key}`, placeholders);
  const meta = part('meta', example.meta ?? plan.meta) as Record<string, unknown>;
  // The search title and description must be this page's own: their placeholders are the fields' examples.
  for (const key of Object.keys(meta)) {
    const hint = (schemaOf(root, properties.meta, meta).properties as Record<string, Schema> | undefined)?.[key]?.studioHint;
    if (typeof hint === 'string' && `/meta/${key}` in placeholders) placeholders[`/meta/${key}`] = hint;
  }
  const words = name.trim().slice(0, 60);
  const planCard = plan.card as Record<string, unknown> | undefined;
  let card: Record<string, unknown> | undefined;
  if (planCard) {
    card = part('card', example.card ?? planCard) as Record<string, unknown>;
    card = { ...card, group: planCard.group, order: planCard.order };
    if (words) {
      card.title = words;
      delete placeholders['/card/title'];
    }
  }
  const blocks = part('blocks', example.blocks ?? plan.blocks) as Record<string, unknown>[];
  const heroAt = blocks.findIndex((b) => b.type === 'hero');
  const exampleHero = (example.blocks as Record<string, unknown>[] | undefined)?.[heroAt];
  if (words && heroAt >= 0 && exampleHero && 'eyebrow' in exampleHero) {
    const hero = blocks[heroAt]!;
    // The small label sits above the headline, as it did on the page it started from.
    blocks[heroAt] = Object.fromEntries([['type', hero.type], ['eyebrow', words], ...Object.entries(hero).filter(([k]) => k !== 'type')]);
  }
  const page: Record<string, unknown> = {
    $schema: plan.$schema,
    ...('path' in plan ? { path: plan.path } : {}),
    meta,
    ...(card ? { card } : {}),
    blocks,
  };
  return { page, placeholders };
}

/** The words a text still to write shows when nothing better is known. */
const textToWrite = 'Text to write';

/** Where a placeholder is kept for a field: its own place, else the first item's of its list (a benefit added later). */
function placeholderFor(placeholders: Record<string, string>, pointer: string): string | undefined {
  return (
    placeholders[pointer] ??
    placeholders[pointer.replace(/^(\/blocks\/\d+)(.*)$/, (_, head: string, rest: string) => head + rest.replace(/\/\d+(?=\/|$)/g, '/0'))]
  );
}

/**
 * The page as the check and the preview see it while texts are still to write: each empty text filled
 * with its placeholder; the places still to write, and the words the page's sections show there (for the
 * preview to grey them). On a new page every empty text is still to write (`everyEmpty`); on a page that
 * was on the site, only those of the sections and items added since it opened (the ones `placeholders`
 * lists): a text the editor empties there is a problem under its field, as before.
 */
export function withPlaceholders(
  data: unknown,
  placeholders: Record<string, string>,
  everyEmpty = true,
): { filled: unknown; toWrite: string[]; shown: string[] } {
  const toWrite: string[] = [];
  const shown: string[] = [];
  const fill = (value: unknown, pointer: string, key: string): unknown => {
    const listed = everyEmpty ? placeholderFor(placeholders, pointer) : placeholders[pointer];
    if (value === '' && !kept.has(key) && (everyEmpty || listed !== undefined)) {
      const words = listed ?? textToWrite;
      toWrite.push(pointer);
      // The preview greys the words where the page's body shows them: only the sections' texts (a card's or
      // the search title's never show there, and their words may be a section's own).
      if (pointer.startsWith('/blocks/')) shown.push(words);
      return words;
    }
    if (Array.isArray(value)) return value.map((v, i) => fill(v, `${pointer}/${i}`, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, `${pointer}/${escape(k)}`, k)]));
    return value;
  };
  return { filled: fill(data, '', ''), toWrite, shown };
}

/**
 * A section or an item just added to a page (`value`, of the schema `node`, at `pointer`), with each required
 * text it lacks as an empty one: still to write, with its field's example (`studioHint`: `root` is the schema
 * as the form reads it) as the placeholder the preview shows greyed. Nothing is red until Save is tried, as
 * on a new page, and the preview shows the page with it at once instead of the page as it last worked.
 */
export function withTextsToWrite(
  root: Schema,
  node: Schema | undefined,
  value: unknown,
  pointer: string,
): { value: unknown; placeholders: Record<string, string> } {
  const placeholders: Record<string, string> = {};
  return { value: fillTexts(root, node, value, pointer, placeholders), placeholders };
}

/** `value` with each required text it lacks as an empty one; each empty text's placeholder goes in `out`. */
function fillTexts(
  root: Schema,
  node: Schema | undefined,
  value: unknown,
  pointer: string,
  out: Record<string, string>,
  depth = 0,
): unknown {
  const schema = schemaOf(root, node, value);
  if (depth > 8) return value;
  if (value === '' && isText(schema)) out[pointer] = typeof schema.studioHint === 'string' ? schema.studioHint : textToWrite;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown, i) =>
      fillTexts(root, schema.items as Schema | undefined, item, `${pointer}/${i}`, out, depth + 1),
    );
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!value || typeof value !== 'object') return value;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const object = { ...(value as Record<string, unknown>) };
  let changed = false;
  for (const name of (schema.required as string[] | undefined) ?? []) {
    const field = resolved(root, properties[name]);
    const text = (field.type === 'string' || (Array.isArray(field.type) && field.type.includes('string'))) && isText(field);
    if (text && !kept.has(name) && object[name] === undefined) [object[name], changed] = ['', true];
  }
  for (const [name, inner] of Object.entries(object)) {
    if (kept.has(name)) continue;
    const next = fillTexts(root, properties[name], inner, `${pointer}/${escape(name)}`, out, depth + 1);
    if (next !== inner) [object[name], changed] = [next, true];
  }
  return changed ? object : value;
}
