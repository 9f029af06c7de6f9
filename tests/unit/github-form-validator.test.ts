// The form's validator in the studio on the web answers with the functions the build compiled (nothing is
// compiled in the page). A menu of words ("Opens a form": Free SEO audit, Webinar registration) is a
// choice among fixed values, and the form asks which one a button's value is: that has no compiled
// function, and the home page, whose hero button opens the audit form, failed to open on the web.
import { createRequire } from 'node:module';
import { getFirstMatchingOption, hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { formValidatorOptions } from '../../src/studio/build/hosted-data.ts';
import { withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { formValidatorFor } from '../../src/studio/github/form-validator.ts';

const schema = withFieldLabels(bundledPageSchema()) as RJSFSchema;
/** The functions as the build compiles them for the studio on the web. */
const functions = (() => {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', compileSchemaValidatorsCode(schema, formValidatorOptions))(
    module,
    module.exports,
    createRequire(import.meta.url),
  );
  return module.exports as Parameters<typeof formValidatorFor>[0];
})();

/** Every schema node of the form's schema that offers a choice of fixed values (a menu of words). */
function menus(node: unknown, out: RJSFSchema[] = []): RJSFSchema[] {
  if (Array.isArray(node)) node.forEach((n) => menus(n, out));
  else if (node && typeof node === 'object') {
    const options = (node as RJSFSchema).oneOf;
    if (Array.isArray(options) && options.length && options.every((o) => typeof o === 'object' && 'const' in o))
      out.push(node as RJSFSchema);
    Object.values(node).forEach((n) => menus(n, out));
  }
  return out;
}

describe('the form’s validator on the web', () => {
  const validator = formValidatorFor(functions, schema, hashForSchema(schema));

  it('tells which word of a menu a value is, as the form asks when it draws a button that opens a form', () => {
    const opensForm = menus(schema).find((menu) => menu.oneOf!.some((o) => (o as RJSFSchema).const === 'audit'))!;
    expect(opensForm).toBeDefined();
    const options = opensForm.oneOf as RJSFSchema[];
    expect(getFirstMatchingOption(validator, 'audit', options, schema)).toBe(0);
    expect(getFirstMatchingOption(validator, 'webinar', options, schema)).toBe(1);
    expect(validator.isValid(options[0]!, 'webinar', schema)).toBe(false);
  });

  it('every menu of words of the page schema is answered', () => {
    const all = menus(schema);
    expect(all.length).toBeGreaterThan(0);
    for (const menu of all)
      for (const option of menu.oneOf as RJSFSchema[]) expect(validator.isValid(option, option.const, schema)).toBe(true);
  });

  it('a schema that is more than a fixed value still needs its compiled function', () => {
    expect(() => validator.isValid({ const: 'audit', minLength: 2 }, 'audit', schema)).toThrow(/No precompiled validator/);
  });
});
