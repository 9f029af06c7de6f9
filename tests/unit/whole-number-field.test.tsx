// The studio's field for whole numbers: what is typed becomes a number, an emptied field no number, and
// numbers that may have decimals keep the form library's own field.
// @vitest-environment jsdom
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WholeNumberField } from '../../src/studio/app/form/WholeNumberField.tsx';

const validator = customizeValidator();
afterEach(cleanup);

function draw(schema: Record<string, unknown>, formData: unknown) {
  const changed = vi.fn();
  const { container } = render(
    <Form
      schema={schema}
      formData={formData}
      validator={validator}
      fields={{ NumberField: WholeNumberField }}
      onChange={(event) => changed(event.formData)}
    />,
  );
  return { input: container.querySelector('input')!, changed };
}

describe('WholeNumberField', () => {
  const columns = { type: 'object', properties: { columns: { type: 'integer', title: 'Columns' } } };

  it('turns what is typed into a whole number', () => {
    const { input, changed } = draw(columns, { columns: 3 });
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: '4' } });
    expect(changed).toHaveBeenLastCalledWith({ columns: 4 });
  });

  it('an emptied field holds no number', () => {
    const { input, changed } = draw(columns, { columns: 3 });
    fireEvent.change(input, { target: { value: '' } });
    expect(changed.mock.lastCall?.[0]?.columns).toBeUndefined();
  });

  it('a number that may have decimals keeps the library field, which keeps a trailing point while typing', () => {
    const { input, changed } = draw({ type: 'object', properties: { rate: { type: 'number' } } }, { rate: 1 });
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(changed).toHaveBeenLastCalledWith({ rate: 1.5 });
  });
});
