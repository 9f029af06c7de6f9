// Every kind of section opens its own form: the studio's form, given a page with one starter section of
// each kind, shows that kind's fields (never the hero's), and the picker never offers a second hero.
// @vitest-environment jsdom
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { blockKinds, kindsFor, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';

const schema = withFieldLabels(bundledPageSchema());
const kinds = blockKinds(schema);
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });

describe('a new section', () => {
  it.each(kinds.map((kind) => [kind.type, kind] as const))('%s opens its own fields, with one starter item in each list', (type, kind) => {
    const page = { meta: { title: '', description: '' }, blocks: [{ type: 'hero', title: 'Hi' }, structuredClone(kind.starter)] };
    const { container } = render(<Form schema={schema} formData={page} validator={validator} noHtml5Validate showErrorList={false} />);
    const ids = [...container.querySelectorAll('[id^="root_blocks_1_"]')].map((element) => element.id);
    for (const [key, value] of Object.entries(kind.starter)) {
      if (key === 'type') continue;
      // Its required fields are there, and each list starts with one item to fill in.
      expect(
        ids.some((id) => id === `root_blocks_1_${key}` || id.startsWith(`root_blocks_1_${key}_`)),
        `${type}.${key}`,
      ).toBe(true);
      if (Array.isArray(value))
        expect(
          ids.some((id) => id.startsWith(`root_blocks_1_${key}_0`)),
          `${type}.${key}[0]`,
        ).toBe(true);
    }
    // The hero's own fields appear only for a hero.
    if (type !== 'hero') expect(ids).not.toContain('root_blocks_1_eyebrow');
  });

  it('is never a second hero', () => {
    expect(kindsFor(kinds, [{ type: 'hero' }]).map((k) => k.type)).not.toContain('hero');
    expect(kindsFor(kinds, [{ type: 'faq' }]).map((k) => k.type)).toContain('hero');
  });
});
