// Where focus goes in the page editor's form: to the field a problem names (opening what hides it), and
// after a removal to what took its place, so the keyboard never loses its place.
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
  (focusable ?? element)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  focusable?.focus({ preventScroll: true });
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
