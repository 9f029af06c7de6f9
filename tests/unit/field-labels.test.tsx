// One name for every field: walks every field of every kind of section (and of the page's own parts), with
// a page that fills each one in, and checks that the problem list and the change summary (the publish
// dialog, the commit and the pull request) name it by exactly the labels the form shows on the way to it:
// the section's card, the headings of the groups and list items around it, and its own label.
// @vitest-environment jsdom
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { followRefs, localRefs, type SchemaNode } from '../../src/core/field-labels.ts';
import { toPointer, type JsonKey } from '../../src/core/json-pointer.ts';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { localBackend } from '../../src/studio/local/client.ts';
import { PageDataContext, type StudioFormContext } from '../../src/studio/app/form/form-context.ts';
import { studioFormProps } from '../../src/studio/app/form/studio-form.ts';
import { blockKinds, fieldId, fieldPlace, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { summarizeChanges } from '../../src/studio/engine/change-summary.ts';
import { problemInWords } from '../../src/studio/shared/problem-words.ts';

const raw = bundledPageSchema();
const schema = withFieldLabels(raw);
const kinds = blockKinds(schema);
const deref = localRefs(raw);
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });

// The studio's names for a place, as the problem list and the change summary give them.
const problemPlace = (pointer: string, page: unknown) =>
  problemInWords({ pointer, message: 'x', file: 'page.json', line: 1, col: 1 }, page, fieldPlace(schema)).where;
const summary = (before: unknown, after: unknown) => summarizeChanges(before, after, schema);

/**
 * A value that fills in every part of a schema: every property, two items in a list (one of each kind
 * where a list holds a choice), a choice as its first kind, the schema's own example where it gives one.
 */
function filled(node: unknown, depth = 0): unknown {
  const at = followRefs(node, deref);
  if (at.const !== undefined) return at.const;
  const options = (at.oneOf ?? at.anyOf) as unknown[] | undefined;
  if (!at.properties && options) return filled(options[0], depth + 1);
  const type = Array.isArray(at.type) ? at.type.find((t) => t !== 'null') : at.type;
  if (type === 'object' || at.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries((at.properties ?? {}) as Record<string, unknown>)) {
      if (depth > 8) break;
      const value = filled(property, depth + 1);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (type === 'array') {
    const item = followRefs(at.items, deref);
    const choices = (item.oneOf ?? item.anyOf) as unknown[] | undefined;
    const max = Number(at.maxItems ?? 2);
    if (!item.properties && choices) return choices.slice(0, Math.max(2, choices.length)).map((option) => filled(option, depth + 1));
    return Array.from({ length: Math.min(2, max) }, () => filled(item, depth + 1));
  }
  if (Array.isArray(at.enum)) return at.enum[0];
  const example = (at.examples as unknown[] | undefined)?.[0];
  if (type === 'string') return typeof example === 'string' ? example : typeof at.default === 'string' ? at.default : 'Some words';
  if (type === 'integer' || type === 'number') return at.minimum ?? 1;
  if (type === 'boolean') return true;
  return undefined;
}

/** Every field an editor fills in: the pointers of the values that are no group or list (a section's kind apart). */
function fieldsOf(value: unknown, path: JsonKey[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsOf(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (key === 'type' || key === '$schema' ? [] : fieldsOf(item, [...path, key])));
  return [toPointer(path)];
}

/** The headings around an element: its section's card, and the groups and list items it is in. */
function headingsAround(container: HTMLElement, element: Element): string[] {
  const words: string[] = [];
  for (let at = element.parentElement; at && at !== container; at = at.parentElement) {
    // A list's own heading is left out: the heading of its item (Benefit 3) names it.
    if (at.matches('fieldset:not(.studio-array)') && at.id !== 'root') {
      const legend = at.querySelector(':scope > legend');
      if (legend?.textContent) words.unshift(legend.textContent.trim());
    }
    if (at.matches('.studio-card')) words.unshift(at.querySelector('.studio-card-kind')!.textContent!.trim());
  }
  return words;
}

/**
 * The labels the form shows on the way to a field: its card, the headings of the groups around it, its
 * own label. A photo's file and focal point are chosen on the photo field, which is named by its heading.
 */
function formPlace(container: HTMLElement, pointer: string): string {
  const id = fieldId(pointer);
  const field = container.querySelector(`[id="${id}"]`);
  if (!field) {
    const photo = [...container.querySelectorAll('fieldset.studio-photo')].find((p) => id.startsWith(`${p.id}_`));
    return photo
      ? [...headingsAround(container, photo), photo.querySelector(':scope > legend')!.textContent!.trim()].join(' › ')
      : `(no field ${id} in the form)`;
  }
  const own = (container.querySelector(`label[for="${id}"]`) ?? field.closest('label'))?.cloneNode(true) as HTMLElement | undefined;
  own?.querySelectorAll('.studio-required').forEach((e) => e.remove());
  return [...headingsAround(container, field), own?.textContent?.trim() ?? '(no label)'].join(' › ');
}

const formContext: StudioFormContext = {
  kinds: new Map(kinds.map((k) => [k.type, k])),
  openBlocks: new Set([0]),
  toggleBlock: () => {},
  movedBlock: () => {},
  addSection: () => {},
};

function renderForm(data: unknown) {
  return render(
    <BackendContext value={localBackend}>
      <PageDataContext value={data as { blocks?: unknown[] }}>
        <Form {...studioFormProps} schema={schema} formData={data} validator={validator} formContext={formContext} />
      </PageDataContext>
    </BackendContext>,
  ).container;
}

/** The page with one value replaced (a list item of text, a number, a tick or a choice all change). */
function changed(page: unknown, pointer: string): unknown {
  const copy = structuredClone(page) as Record<string, unknown>;
  const keys = pointer.split('/').slice(1);
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  const value = at[last];
  at[last] =
    typeof value === 'string' ? `${value} (new)` : typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : null;
  return copy;
}

const pageParts = filled(raw) as Record<string, unknown>;
// Every kind of section the page schema lists, each filled in on a page of its own.
const sectionKinds = (
  ((raw.$defs as Record<string, SchemaNode>).page!.$defs as Record<string, SchemaNode>).block!.oneOf as SchemaNode[]
).map((option) => followRefs(option, deref));
const cases = [
  { name: 'the page’s own parts', page: { ...pageParts, blocks: [] as unknown[] } },
  ...sectionKinds.map((kind) => ({ name: String(kind.title), page: { meta: { title: 'T', description: 'D' }, blocks: [filled(kind)] } })),
];

afterAll(cleanup);

describe('one name for every field', () => {
  it('covers every kind of section', () => {
    expect(cases.length).toBe(kinds.length + 1);
    for (const { page } of cases.slice(1)) expect((page.blocks as { type?: string }[])[0]!.type).toBeTruthy();
  });

  it.each(cases)('$name: the problem list and the change summary use the form’s labels', ({ page }) => {
    const container = renderForm(page);
    const pointers = fieldsOf(page).filter((p) => !/^\/meta\/(title|description)$/.test(p) || !page.blocks.length);
    expect(pointers.length).toBeGreaterThan(0);
    const found = pointers.map((pointer) => ({
      pointer,
      form: formPlace(container, pointer),
      problems: problemPlace(pointer, page),
      changes: summary(page, changed(page, pointer)).join(' | '),
    }));
    // Every field is there in the form, labelled, and named the same in the problem list and the change summary.
    const differing = found.filter(
      ({ form, problems, changes }) => /^\(no /.test(form) || problems !== form || changes !== `${form} changed`,
    );
    expect(differing).toEqual([]);
    cleanup();
  });
});
