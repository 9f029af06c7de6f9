// The one name of every field of a page: the label the studio's form shows for it. The form reads the
// schema's titles (a property without one is named from its key: humanize), heads a section's card with
// its kind, and heads a list item with its item title and number ("Benefit 3"). The problem list, the
// change summary (the publish dialog, the commit and the pull request) and validation's messages all name
// a field through labelPath, so an editor reads one name for one thing everywhere.
import { pointerToSegments } from './json-pointer.ts';

export type SchemaNode = Record<string, unknown>;

/** Follows a $ref: the schema it points at (from wherever that node was loaded), or undefined. */
export type Deref = (node: SchemaNode) => SchemaNode | undefined;

const isNode = (v: unknown): v is SchemaNode => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const isIndex = (segment: string) => /^\d+$/.test(segment);

/** menuLabel is "Menu label", totalMinutes "Total minutes", ctaHref "Cta href". */
export const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A property's label: its own title, else its key in words (the form's schema gets the same: withFieldLabels). */
export const propertyLabel = (property: unknown, key: string): string =>
  isNode(property) && typeof property.title === 'string' ? property.title : humanize(key);

/**
 * A list item's heading: its title and its place ("Benefit 3"). An item without a title of its own is
 * named by its list's label, as the form library names it ("Badges-2" is shown as "Badges 2").
 */
export const itemLabel = (title: string | undefined, index: number): string =>
  `${(title ?? '').replace(/-\d+$/, '').trim() || 'Item'} ${index + 1}`;

/** A schema node with its $refs followed; the node's own words (its title) win over the target's. */
export function followRefs(node: unknown, deref: Deref): SchemaNode {
  let holder: SchemaNode = isNode(node) ? node : {};
  let at = holder;
  // Each $ref is followed from the schema object that holds it (a host knows where that one was loaded from).
  for (let hops = 0; typeof holder.$ref === 'string' && hops < 10; hops++) {
    const target = deref(holder);
    if (!target) break;
    const { $ref: _ref, ...own } = at;
    at = { ...target, ...own };
    holder = target;
  }
  return at;
}

/** The option of a choice (oneOf, anyOf) a value takes: the one whose fixed values it has, else the first with fields. */
function chosen(node: SchemaNode, value: unknown, deref: Deref, depth = 0): SchemaNode {
  const options = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (node.properties || !Array.isArray(options) || depth > 8) return node;
  const resolved = options.map((option) => followRefs(option, deref));
  const fits = (option: SchemaNode) =>
    Object.entries((option.properties as Record<string, unknown> | undefined) ?? {}).every(([key, property]) => {
      const fixed = followRefs(property, deref).const;
      return fixed === undefined || (isNode(value) && value[key] === fixed);
    });
  const pick = resolved.find((o) => o.properties && fits(o)) ?? resolved.find((o) => o.properties) ?? resolved[0];
  if (!pick) return node;
  // The chosen option names it (a list of pieces of text shows "Paragraph 2", a card its kind).
  const { oneOf: _o, anyOf: _a, ...own } = node;
  return chosen({ ...pick, ...own, title: pick.title ?? own.title }, value, deref, depth + 1);
}

/** A schema node as the form shows it for a value: $refs followed and a choice settled. */
export const shownSchema = (node: unknown, value: unknown, deref: Deref): SchemaNode => chosen(followRefs(node, deref), value, deref);

/**
 * The labels on the way to the field at `pointer` in `data`, as the form shows them: the section's card
 * heading (its kind: "Benefits"), the headings of the objects and list items around the field ("Benefit
 * 3") and the field's own label ("Benefit"). A list's own label is left out where one of its items is
 * named, since the item's heading names it: "Hero › Button 1 › Goes to", not "Hero › Buttons › Button 1 ›
 * Goes to". The top-level list of sections is the form's card list: a section is named by its kind alone.
 */
export function labelPath(root: SchemaNode, pointer: string, data: unknown, deref: Deref): string[] {
  const words: string[] = [];
  let node = shownSchema(root, data, deref);
  let value = data;
  const segments = pointerToSegments(pointer);
  for (const [i, raw] of segments.entries()) {
    const segment = String(raw);
    // A field the form draws whole (a photo, its file and focal point chosen on the picture) is named as
    // one, but for the parts it shows as fields of their own (studioOwnFields, set by the studio).
    if (Array.isArray(node.studioOwnFields) && !node.studioOwnFields.includes(segment)) break;
    if (isIndex(segment) && (node.items !== undefined || Array.isArray(value))) {
      const index = Number(segment);
      const list = words.pop();
      const item = (value as unknown[] | undefined)?.[index];
      const itemNode = shownSchema(node.items, item, deref);
      const title = typeof itemNode.title === 'string' ? itemNode.title : list;
      // A section's card is headed by its kind alone.
      words.push(i === 1 && segments[0] === 'blocks' ? (title ?? 'Section') : itemLabel(title, index));
      node = itemNode;
      value = item;
    } else {
      const property = (node.properties as Record<string, unknown> | undefined)?.[segment];
      words.push(propertyLabel(property, segment));
      value = isNode(value) ? value[segment] : undefined;
      node = shownSchema(property, value, deref);
    }
  }
  return words;
}

/** A $ref resolver for a schema in one document, its $refs all "#/…" (the studio's bundled page schema). */
export const localRefs =
  (root: SchemaNode): Deref =>
  (node) => {
    const ref = String(node.$ref ?? '');
    if (!ref.startsWith('#')) return undefined;
    let at: unknown = root;
    for (const part of ref.slice(1).split('/').filter(Boolean))
      at = isNode(at) ? at[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isNode(at) ? at : undefined;
  };

/** The label path in words: "Benefits › Benefit 3 › Benefit"; the page itself is "The page". */
export const labelsInWords = (labels: readonly string[]): string => labels.join(' › ') || 'The page';
