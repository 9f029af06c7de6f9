// What the studio reads from the page schema: the block types with their titles and descriptions (for
// the "Add section" picker and the cards), and a label for every field the schema leaves untitled.
import { humanize, labelPath, labelsInWords, localRefs, propertyLabel } from '../../core/field-labels.ts';
import { pointerToSegments } from '../../core/json-pointer.ts';

type Schema = Record<string, unknown>;

export interface BlockKind {
  type: string;
  title: string;
  description: string;
  /** The smallest block of this kind: its type and the required text fields, empty. */
  starter: Record<string, unknown>;
}

export const refTarget = (root: Schema, ref: string): Schema | undefined =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], root) as Schema | undefined;

/** A schema node with its $ref followed (and the first option of a choice), for building starters. */
export function resolved(root: Schema, node: Schema | undefined, depth = 0): Schema {
  let at = node ?? {};
  for (let hops = 0; typeof at.$ref === 'string' && hops < 10; hops++) at = { ...refTarget(root, at.$ref), ...at, $ref: undefined };
  const choice = (at.oneOf ?? at.anyOf) as Schema[] | undefined;
  // A choice starts as its plainest option: a paragraph, where there is one.
  const plain = choice?.find((option) => /paragraph/i.test(String(resolved(root, option, depth + 1).title))) ?? choice?.[0];
  if (!at.properties && plain && depth < 8) return resolved(root, plain, depth + 1);
  return at;
}

/** The schema of a value: a choice (a section, a rich-text part) is the option of the value's own type. */
export function schemaOf(root: Schema, node: Schema | undefined, value: unknown): Schema {
  let at = node ?? {};
  for (let hops = 0; typeof at.$ref === 'string' && hops < 10; hops++) at = { ...refTarget(root, at.$ref), ...at, $ref: undefined };
  const choice = (at.oneOf ?? at.anyOf) as Schema[] | undefined;
  const type = (value as { type?: unknown } | null)?.type;
  if (choice && !at.properties && typeof type === 'string') {
    const own = choice.find((option) => (resolved(root, option).properties as Record<string, Schema> | undefined)?.type?.const === type);
    if (own) return resolved(root, own);
  }
  return resolved(root, at);
}

/** The schema of the field at `pointer` in `page` (each section's by its type), or undefined where the schema has none. */
export function fieldSchemaAt(root: Schema, page: unknown, pointer: string): Schema | undefined {
  let value = page;
  let node: Schema | undefined = schemaOf(root, root, value);
  for (const key of pointerToSegments(pointer)) {
    const parent = value as Record<string | number, unknown> | undefined;
    const inner = Array.isArray(parent)
      ? (node.items as Schema | undefined)
      : (node.properties as Record<string, Schema> | undefined)?.[key];
    if (!inner) return undefined;
    value = parent?.[key];
    node = schemaOf(root, inner, value);
  }
  return node;
}

/** The mark of the site's inline text (`inlineText` in schema/defs.schema.json), kept where a field overrides its description. */
export const inlineTextMark = 'inline-text:';

/** Whether a text field may hold bold words and links (the site's inline text; a headline or a button's words may not). */
export const allowsLinks = (field: Schema | undefined) => typeof field?.$comment === 'string' && field.$comment.startsWith(inlineTextMark);

/**
 * The smallest value of a schema an editor can start from: required text empty (the form shows what to
 * write), a required list with one starter item, a fixed value as it must be; optional parts left out.
 */
export function starterOf(root: Schema, node: Schema | undefined, depth = 0): unknown {
  const schema = resolved(root, node);
  if (schema.const !== undefined) return schema.const;
  if (depth > 6) return undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const key of (schema.required as string[] | undefined) ?? []) {
      const value = starterOf(root, properties[key], depth + 1);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (type === 'array') {
    const item = starterOf(root, schema.items as Schema | undefined, depth + 1);
    const count = Math.max(1, Number(schema.minItems ?? 1));
    return item === undefined ? [] : Array.from({ length: count }, () => structuredClone(item));
  }
  if (Array.isArray(schema.enum)) return schema.default ?? schema.enum[0];
  if (type === 'string') return schema.default ?? '';
  if (type === 'integer' || type === 'number') return schema.default ?? schema.minimum ?? 1;
  if (type === 'boolean') return schema.default ?? false;
  return undefined;
}

/** Every block type in the order the schema lists them. */
export function blockKinds(root: Schema): BlockKind[] {
  const page = refTarget(root, String(root.$ref)) as Schema;
  const oneOf = ((page.$defs as Schema).block as Schema).oneOf as { $ref: string }[];
  return oneOf.map(({ $ref }) => {
    const block = refTarget(root, $ref) ?? {};
    const properties = (block.properties ?? {}) as Record<string, Schema>;
    const type = String(properties.type?.const);
    const starter = { ...(starterOf(root, block) as Record<string, unknown>), type };
    return { type, title: String(block.title ?? type), description: String(block.description ?? ''), starter };
  });
}

/** The kinds a page may still take: a page has one hero (its only main headline), so a second is never offered. */
export const kindsFor = (kinds: BlockKind[], blocks: unknown[] | undefined) =>
  kinds.filter((kind) => kind.type !== 'hero' || !blocks?.some((b) => (b as { type?: string } | null)?.type === 'hero'));

export { humanize };

/**
 * The form's labels on the way to the field at a pointer of a page ("Benefits › Benefit 3 › Benefit"):
 * the one name of a field in the problem list, the change summary and the messages (see labelPath). A
 * headline test's version is named by its name, and the words it changes by the field they replace
 * ("Headline test › Version b › Hero › Headline"), as the form heads them.
 */
export function fieldPlace(schema: Schema): (pointer: string, page: unknown) => string {
  const labelled = withFieldLabels(schema);
  const deref = localRefs(labelled);
  const place = (pointer: string, page: unknown): string => {
    // A headline test's version is named by its name, and the words it changes by the field they replace, as its form heads them.
    const test = /^\/experiment\/variants\/(\d+)(?:\/texts\/(\d+)(\/text)?$)?/.exec(pointer);
    const version = test && versionAt(page, Number(test[1]));
    const words = labelPath(labelled, pointer, page, deref);
    if (!test || !version) return labelsInWords(words);
    const replaced = test[2] === undefined ? undefined : version.texts[Number(test[2])];
    if (replaced && /^\/blocks\/\d+\//.test(replaced)) return `Headline test › Version ${version.id} › ${place(replaced, page)}`;
    return labelsInWords(words.map((word, i) => (i === 1 && /^Version \d+$/.test(word) ? `Version ${version.id}` : word)));
  };
  return place;
}

/** The name of a page's headline test's version at `index`, with the fields it changes (for fieldPlace). */
function versionAt(page: unknown, index: number): { id: string; texts: (string | undefined)[] } | undefined {
  const variant = (page as { experiment?: { variants?: unknown[] } } | null)?.experiment?.variants?.[index] as
    { id?: unknown; texts?: unknown[] } | undefined;
  if (!variant || typeof variant.id !== 'string' || !variant.id) return undefined;
  const texts = Array.isArray(variant.texts) ? variant.texts.map((t) => (t as { field?: unknown } | null)?.field) : [];
  return { id: variant.id, texts: texts.map((f) => (typeof f === 'string' ? f : undefined)) };
}

/** The words a menu shows for the values of a fixed list of choices. */
const choiceWords: Record<string, string> = {
  audit: 'Free SEO audit',
  webinar: 'Webinar registration',
  services: 'Services',
  industries: 'Industries',
  analytics: 'Only when the site measures visits',
  'no-analytics': 'Only when the site does not measure visits',
  consent: 'Only when the site asks to accept cookies',
  'no-consent': 'Only when the site asks nothing (no cookies)',
  'remember-visit': "Only when the site keeps a visit's campaigns for leads",
};

/**
 * The schema as the studio's form reads it: a title on every property that has none (from its name, so
 * no heading is a bare key); choices named in words ("Free SEO audit", not audit); a field's example text as its placeholder hint (`studioHint`, not a list of
 * suggestions); links and icons marked for their own widgets (`studioWidget`), photos for their own field (`studioField`).
 */
export function withFieldLabels<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  // One schema gives one labelled schema: the form and its validator then share the same root, which
  // react-jsonschema-form compares on every check of a section (by reference first, deeply otherwise).
  let out = labelledSchemas.get(node) as T | undefined;
  if (out === undefined) labelledSchemas.set(node, (out = labelFields(node)));
  return out;
}

const labelledSchemas = new WeakMap<object, unknown>();

function labelFields<T>(node: T): T {
  if (Array.isArray(node)) return node.map(labelFields) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, property]) => {
          const labelled = labelFields(property);
          return [
            name,
            labelled && typeof labelled === 'object' && !('title' in labelled)
              ? { ...labelled, title: propertyLabel(labelled, name) }
              : labelled,
          ];
        }),
      );
    } else if (key === 'examples' && Array.isArray(value)) {
      if (typeof value[0] === 'string') out.studioHint = value[0];
    } else if (key === 'enum' && Array.isArray(value) && value.every((v) => typeof v === 'string' && choiceWords[v])) {
      // A menu of words, not of values: each choice keeps its value and shows its name.
      out.oneOf = value.map((v: string) => ({ const: v, title: choiceWords[v] }));
    } else out[key] = labelFields(value);
  }
  const defs = (out.$defs as Record<string, Schema> | undefined)?.defs?.$defs as Record<string, Schema> | undefined;
  if (defs?.href) defs.href = { ...defs.href, studioWidget: 'link' };
  if (defs?.icon) defs.icon = { ...defs.icon, studioWidget: 'icon' };
  // A photo's file and focal point are chosen on the picture; its description is a field of its own.
  if (defs?.photo) defs.photo = { ...defs.photo, studioField: 'photo', studioOwnFields: ['alt'] };
  return out as T;
}

/**
 * Technical fields an editor rarely needs, kept in a closed "Advanced" group of their object: the page's
 * own address, the original of a copy, hiding from search, a section's jump-link name, a button's pop-up
 * and screen-reader words, the position among a group's pages and conditions on legal text. A required
 * field is never tucked away.
 */
export const advancedFields: ReadonlySet<string> = new Set(['path', 'canonical', 'noindex', 'id', 'opensForm', 'context', 'order', 'when']);

/** The id rjsf gives the field at a JSON pointer: /blocks/2/title is root_blocks_2_title. */
export const fieldId = (pointer: string) =>
  [
    'root',
    ...pointer
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')),
  ].join('_');

/** A block's own words for its card: its title, else its label or first text. */
export function headlineOf(block: unknown): string {
  if (!block || typeof block !== 'object') return '';
  const b = block as Record<string, unknown>;
  for (const key of ['title', 'label', 'eyebrow', 'text']) if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  return '';
}
