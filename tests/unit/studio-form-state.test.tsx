// The form holds a page as it is written: working out its state never tries each kind of section against
// every section of the page (on a page of 200 sections that was most of the time the page took to open,
// and it ran again on every change), and the items an editor adds still start as they always did.
// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { localBackend } from '../../src/studio/local/client.ts';
import { PageDataContext, type StudioFormContext } from '../../src/studio/app/form/form-context.ts';
import { studioFormProps } from '../../src/studio/app/form/studio-form.ts';
import { blockKinds, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { largePage } from '../../src/tooling/large-page-bench.ts';

const schema = withFieldLabels(bundledPageSchema());
const kinds = blockKinds(schema);
const fixture = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'pages', file), 'utf8')) as Parameters<typeof largePage>[0];

/** The studio's form validator, counting how often the form asks it whether some data fits a schema. */
function countingValidator() {
  const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });
  const asked = { count: 0 };
  const isValid = validator.isValid.bind(validator);
  validator.isValid = (...args: Parameters<ValidatorType['isValid']>) => (asked.count++, isValid(...args));
  return { validator, asked };
}

const context = (open: number[]): StudioFormContext => ({
  kinds: new Map(kinds.map((k) => [k.type, k])),
  openBlocks: new Set(open),
  toggleBlock: () => {},
  movedBlock: () => {},
  addSection: () => {},
});

function renderForm(page: unknown, validator: ValidatorType, open: number[] = [], onChange?: (data: unknown) => void) {
  return render(
    <BackendContext value={localBackend}>
      <PageDataContext value={page as { blocks?: unknown[] }}>
        <Form
          {...studioFormProps}
          schema={schema}
          formData={page}
          validator={validator}
          formContext={context(open)}
          onChange={(event) => onChange?.(event.formData)}
        />
      </PageDataContext>
    </BackendContext>,
  );
}

afterEach(cleanup);

describe('the form’s state of a page', () => {
  it('on a page of 200 sections, is the page as written, found without trying any section against the kinds of section', () => {
    const page = largePage(fixture('services/ai-seo-services.json'), 200);
    const written = structuredClone(page);
    const { validator, asked } = countingValidator();
    let handedOn: unknown;
    const { container, rerender } = renderForm(page, validator, [], (data) => (handedOn = data));
    expect(container.querySelectorAll('[data-block-card]')).toHaveLength(200);
    // Each section tried against each kind of section (and each piece of its text against each kind of text) took thousands of questions.
    expect(asked.count).toBeLessThan(20);
    // A change (here, the page given again after an edit elsewhere) costs no more.
    asked.count = 0;
    const edited = { ...page, meta: { ...page.meta, title: 'Another title' } };
    rerender(
      <BackendContext value={localBackend}>
        <PageDataContext value={edited}>
          <Form
            {...studioFormProps}
            schema={schema}
            formData={edited}
            validator={validator}
            formContext={context([])}
            onChange={(event) => (handedOn = event.formData)}
          />
        </PageDataContext>
      </BackendContext>,
    );
    expect(asked.count).toBeLessThan(20);
    expect(page).toEqual(written);
    expect(handedOn).toBeUndefined();
  });

  it('for a new item, still gives the lists inside it their first items: a table’s new row has its two cells', () => {
    const page = fixture('industries/hvac-seo.json') as { blocks: { type: string }[] };
    const table = {
      type: 'table',
      caption: 'Plans compared',
      columns: ['Plan', 'Price'],
      rows: [['Basic', '$500']],
    };
    const withTable = { ...page, blocks: [page.blocks[0], table] };
    const { validator } = countingValidator();
    let handedOn: { blocks: { rows?: unknown[][] }[] } | undefined;
    renderForm(withTable, validator, [1], (data) => (handedOn = data as typeof handedOn));
    // The new row is scrolled into view as it takes the keyboard; the test's document draws nothing to scroll.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      fireEvent.click(screen.getByRole('button', { name: /^Add a row$/i }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    const rows = handedOn?.blocks[1]?.rows;
    expect(rows).toHaveLength(2);
    expect(rows?.[1]).toHaveLength(2);
    // The new row's first cell has the keyboard, where the editor types next.
    expect(document.activeElement?.id).toBe('root_blocks_1_rows_1_0');
    expect(scrolled).toEqual([document.activeElement]);
  });
});
