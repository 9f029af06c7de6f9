// The form's parts of a headline test (the page's `experiment`, its group "Headline test"), for someone
// who has never seen the page file: "Try another headline" beside a hero's or a call to action's headline
// (it adds a version: engine/headline-test.ts), each version headed by its name ("Version b"), each text it
// changes headed by the field it replaces ("Hero › Headline", fieldPlace) and chosen from the page's texts
// by those names, never typed as a place in the file.
import type { WidgetProps } from '@rjsf/utils';
import { useContext, useMemo } from 'react';
import { addRefusal, testedKinds, textPlaces } from '../../engine/headline-test.ts';
import { fieldPlace } from '../../shared/schema-helpers.ts';
import { PageDataContext, type StudioFormContext } from './form-context.ts';

const places = new WeakMap<object, (pointer: string, page: unknown) => string>();
/** The form's names of a page's fields, made once for a schema. */
export function placeNamer(schema: object): (pointer: string, page: unknown) => string {
  let found = places.get(schema);
  if (!found) places.set(schema, (found = fieldPlace(schema as Record<string, unknown>)));
  return found;
}

/** The heading of an object of the headline test ("Version b", "Hero › Headline"), or undefined for any other object. */
export function testHeading(id: string, formData: unknown, rootSchema: object, page: unknown): string | undefined {
  const data = (formData ?? {}) as { id?: unknown; field?: unknown };
  if (/^root_experiment_variants_\d+$/.test(id) && typeof data.id === 'string' && data.id) return `Version ${data.id}`;
  if (/^root_experiment_variants_\d+_texts_\d+$/.test(id) && typeof data.field === 'string' && /^\/blocks\/\d+\//.test(data.field))
    return placeNamer(rootSchema)(data.field, page);
  return undefined;
}

/** Which text of the page a version changes: a choice of the page's texts, each named as its field in the form. */
export function PageTextWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, registry }: WidgetProps) {
  const page = useContext(PageDataContext);
  const name = placeNamer(registry.rootSchema);
  const options = useMemo(() => {
    const list = textPlaces(page as never);
    return (typeof value === 'string' && value && !list.includes(value) ? [value, ...list] : list).map((pointer) => ({
      pointer,
      words: list.includes(pointer) ? name(pointer, page) : 'A place that holds no text of the page: choose another',
    }));
  }, [page, name, value]);
  return (
    <select
      id={id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {!value && <option value="">Choose a text of the page</option>}
      {options.map((o) => (
        <option key={o.pointer} value={o.pointer}>
          {o.words}
        </option>
      ))}
    </select>
  );
}

/** "Try another headline" beside a hero's or a call to action's headline: adds a version of it to the page's headline test. */
export function TryHeadline({ block, index, context }: { block: unknown; index: number; context: StudioFormContext | undefined }) {
  const page = useContext(PageDataContext);
  if (!context?.tryHeadline || !testedKinds.has(String((block as { type?: unknown } | null)?.type))) return null;
  const refusal = addRefusal(page as never, index);
  const why = `studio-try-headline-${index}-why`;
  return (
    <p className="studio-try-headline">
      <button
        type="button"
        className="studio-add"
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? why : undefined}
        onClick={() => !refusal && context.tryHeadline?.(index)}
      >
        Try another headline
      </button>
      {refusal && (
        <span id={why} className="studio-description">
          {' '}
          {refusal}
        </span>
      )}
    </p>
  );
}
