// What the studio reads from the page schema: the block types with their titles and descriptions (for
// the "Add section" picker and the cards), and a label for every field the schema leaves untitled.
type Schema = Record<string, unknown>;

export interface BlockKind {
  type: string;
  title: string;
  description: string;
  /** The smallest block of this kind: its type and the required text fields, empty. */
  starter: Record<string, unknown>;
}

const refTarget = (root: Schema, ref: string): Schema | undefined =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], root) as Schema | undefined;

/** Every block type in the order the schema lists them. */
export function blockKinds(root: Schema): BlockKind[] {
  const page = refTarget(root, String(root.$ref)) as Schema;
  const oneOf = ((page.$defs as Schema).block as Schema).oneOf as { $ref: string }[];
  return oneOf.map(({ $ref }) => {
    const block = refTarget(root, $ref) ?? {};
    const properties = (block.properties ?? {}) as Record<string, Schema>;
    const type = String(properties.type?.const);
    const starter: Record<string, unknown> = { type };
    for (const key of (block.required as string[] | undefined) ?? []) {
      if (key !== 'type' && properties[key]?.type === 'string') starter[key] = '';
    }
    return { type, title: String(block.title ?? type), description: String(block.description ?? ''), starter };
  });
}

/** menuLabel is "Menu label", totalMinutes "Total minutes", ctaHref "Cta href". */
export const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The schema with a title on every property that has none, from its name, so no heading is a bare key. */
export function withFieldLabels<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withFieldLabels) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, property]) => {
          const labelled = withFieldLabels(property);
          return [
            name,
            labelled && typeof labelled === 'object' && !('title' in labelled) ? { ...labelled, title: humanize(name) } : labelled,
          ];
        }),
      );
    } else out[key] = withFieldLabels(value);
  }
  return out as T;
}

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
