// The form's validator on the web: react-jsonschema-form's precompiled validator (the studio's CSP
// allows no compiling in the page), told each schema's function once. The library finds a schema's
// function by hashing the schema, its whole text sorted, on every question it asks (which of a
// section's kinds the data is, while it draws the form): for the page schema's root and its sections
// that was most of the time the form took to appear. The same schema object gets the same function, so
// it is hashed once; the root's name comes from the build, which knows it.
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { ValidatorType } from '@rjsf/utils';

type Functions = ConstructorParameters<typeof AJV8PrecompiledValidator>[0];
type Schema = ConstructorParameters<typeof AJV8PrecompiledValidator>[1];

type Check = ReturnType<AJV8PrecompiledValidator['getValidator']>;
type Known = WeakMap<object, Check>;
/**
 * Each schema object's function, by the set of functions it was found in (a schema object is never
 * changed once drawn). Kept outside the instance: the library's constructor asks for the root's before
 * a subclass's own fields exist.
 */
const knownIn = new WeakMap<Functions, Known>();
const knownFor = (functions: Functions): Known => knownIn.get(functions) ?? knownIn.set(functions, new WeakMap()).get(functions)!;

/**
 * A choice of a menu of words (withFieldLabels makes "audit" the option { const: "audit", title: "Free
 * SEO audit" }): the form asks which option the value is, and the build compiles no function for an
 * option. Such a schema says only "this value", so it is answered here; undefined for any other schema.
 */
function fixedValueCheck(schema: Schema): Check | undefined {
  if (!schema || typeof schema !== 'object' || !('const' in schema)) return undefined;
  if (Object.keys(schema).some((key) => !['const', 'title', 'description'].includes(key))) return undefined;
  const wanted = JSON.stringify(schema.const);
  const check = ((data: unknown) => {
    const same = JSON.stringify(data) === wanted;
    check.errors = same
      ? null
      : [
          {
            instancePath: '',
            schemaPath: '#/const',
            keyword: 'const',
            params: { allowedValue: schema.const },
            message: 'must be equal to constant',
          },
        ];
    return same;
  }) as Check;
  return check;
}

class RememberingValidator extends AJV8PrecompiledValidator {
  override getValidator(schema: Schema) {
    const known = knownFor(this.validateFns);
    let found = known.get(schema);
    if (!found) known.set(schema, (found = fixedValueCheck(schema) ?? super.getValidator(schema)));
    return found;
  }
}

/**
 * The validator for `rootSchema`, whose functions the build compiled; `rootKey` is the name the build
 * gave the root's function (its hash), so the root is not hashed in the browser either.
 */
export function formValidatorFor(functions: Functions, rootSchema: Schema, rootKey?: string): ValidatorType {
  const root = rootKey ? functions[rootKey] : undefined;
  if (root) knownFor(functions).set(rootSchema, root);
  return new RememberingValidator(functions, rootSchema) as unknown as ValidatorType;
}
