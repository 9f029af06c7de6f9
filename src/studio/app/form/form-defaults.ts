// What the form library fills in by itself. It works out the form's state from the whole page on every
// change: for each list it walks every item, and for each section it tried every kind of section against
// it (thousands of schema checks on a page of 200 sections, most of the time such a page took to open,
// and again after each edit). The page in the form is the page as written (schema defaults are applied
// when the page is resolved), so the form's state takes the page's lists as they are; what the editor adds
// inside the form (a list item, an optional part, another kind of text) still starts with the first items
// its own lists need, as before: the fields below the page's own get the library's usual behaviour.
import { createSchemaUtils, type Registry, type SchemaUtilsType } from '@rjsf/utils';

/** New values: required lists start with their first items (a table's new row with its two cells); objects get no defaults. */
const newValueBehaviour = { emptyObjectFields: 'skipDefaults' as const };

/** The form's state: the page's own lists taken as they are, never walked item by item. */
export const pageStateBehaviour = { ...newValueBehaviour, arrayMinItems: { populate: 'never' as const } };

const forNewValues = new WeakMap<SchemaUtilsType, SchemaUtilsType>();
const swapped = new WeakMap<Registry, Registry>();
const newValueRegistries = new WeakSet<Registry>();

/** The registry the page's fields are drawn with: the form's own, with schema utilities that fill new values as usual. */
export function newValueRegistry(registry: Registry): Registry {
  if (newValueRegistries.has(registry)) return registry;
  let found = swapped.get(registry);
  if (!found) {
    const own = registry.schemaUtils;
    let utils = forNewValues.get(own);
    if (!utils) {
      utils = createSchemaUtils(own.getValidator(), own.getRootSchema(), newValueBehaviour);
      forNewValues.set(own, utils);
    }
    found = { ...registry, schemaUtils: utils };
    swapped.set(registry, found);
    newValueRegistries.add(found);
  }
  return found;
}
