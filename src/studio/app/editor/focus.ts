// Where focus goes in the page editor's form: to the field a problem names (opening what hides it), and
// after a removal to what took its place, so the keyboard never loses its place.
import { toPointer, type JsonKey } from '../../../core/json-pointer.ts';
import { fieldId } from '../../shared/schema-helpers.ts';

/**
 * Opens nothing itself: scrolls to the field at a JSON pointer (or its nearest parent) and focuses it. A
 * field that holds several controls (a section, a photo) gives focus to its first one that can take it
 * now; only a choice of its own (a radio group) to the option chosen. The control focused is the one
 * scrolled into view, so the next key never changes something out of sight.
 */
export function focusField(pointer: string) {
  let id = fieldId(pointer);
  let element = document.getElementById(id);
  while (!element && id.includes('_')) {
    id = id.slice(0, id.lastIndexOf('_'));
    element = document.getElementById(id);
  }
  // A field in a closed "Advanced" group opens it first.
  for (let group = element?.closest('details'); group; group = group.parentElement?.closest('details')) group.open = true;
  const focusable = element?.matches(`${fieldSelector}, button`)
    ? element
    : element?.matches('[role="radiogroup"]')
      ? (element.querySelector<HTMLElement>('input:checked') ?? firstControl(element))
      : firstControl(element, `${fieldSelector}, button, [tabindex="0"]`);
  if (focusable) focusInView(focusable);
  else element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** Focuses a control scrolled to the middle of the screen, so the next key never changes something out of sight. */
export function focusInView(control: HTMLElement, behavior: ScrollBehavior = 'smooth') {
  control.scrollIntoView({ block: 'center', behavior });
  control.focus({ preventScroll: true });
}

export const fieldSelector = 'input:not([type="hidden"]), textarea, select';
/** The first control of an element that can take focus now: not in a closed card, nor in a closed Advanced group. */
export const firstControl = (within: Element | null | undefined, selector = `${fieldSelector}, button`) =>
  [...(within?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
    (el) => !el.closest('[hidden], details:not([open])') && !el.matches(':disabled'),
  );

/** Where focus goes when an item or section is removed: the one that took its place, else the one before, else the list's Add button. */
export function focusAfterRemoval(list: string | undefined, position: number) {
  const fieldset = list ? document.getElementById(list) : null;
  const items = fieldset?.querySelector(':scope > .studio-items')?.children;
  const next = items?.length ? items[Math.min(position, items.length - 1)] : undefined;
  const card = next?.querySelector<HTMLElement>(':scope > .studio-card-head .studio-card-toggle');
  (card ?? firstControl(next) ?? firstControl(fieldset, ':scope > .studio-add'))?.focus();
}

/** The first place where two states of a page differ, as a JSON pointer's parts, or undefined when they are alike. */
export function firstDifference(a: unknown, b: unknown, at: JsonKey[] = []): JsonKey[] | undefined {
  if (Object.is(a, b)) return undefined;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return at;
  const list = Array.isArray(a);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [
      ...at,
      list ? Number(key) : key,
    ]);
    if (found) return found;
  }
  return undefined;
}

/**
 * After Undo or Redo took away the control the keyboard was on (a copy's field, a section's card): the control
 * where the page changed, or, where that item went from a list, the one that took its place (else the one before).
 */
export function focusChange(before: unknown, after: unknown) {
  const place = firstDifference(before, after);
  if (!place) return;
  // The deepest part of that place still drawn; an item of a list that is not has its place taken.
  for (let depth = place.length; depth > 0; depth--) {
    const at = place.slice(0, depth);
    if (document.getElementById(fieldId(toPointer(at)))) return focusField(toPointer(at));
    const last = at.at(-1);
    if (typeof last === 'number') return focusAfterRemoval(fieldId(toPointer(at.slice(0, -1))), last);
  }
  focusField(toPointer(place));
}
