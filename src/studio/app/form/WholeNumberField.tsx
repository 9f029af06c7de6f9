// Whole numbers (a section's columns, a heading's level, a rating) as the studio's form edits them: the
// text field a number field draws, its text turned into the number. react-jsonschema-form's own number
// field asks the browser's number formatting for the decimal separator on every draw (the first ask costs
// a page's opening some 50 ms on this kind of machine) and a whole number has no decimals; numbers that
// may have decimals keep the library's field.
import { getDefaultRegistry } from '@rjsf/core';
import { asNumber, type ErrorSchema, type Field, type FieldPathList, type FieldProps } from '@rjsf/utils';

const NumberField = getDefaultRegistry().fields.NumberField as Field;

export function WholeNumberField(props: FieldProps) {
  const { registry, schema, onChange } = props;
  if (schema.type !== 'integer') return <NumberField {...props} />;
  const StringField = registry.fields.StringField as Field;
  return (
    <StringField
      {...props}
      // An unfinished entry ("-", "") stays text, as the library's field keeps it; the check names the problem.
      onChange={(value: unknown, path: FieldPathList, errors?: ErrorSchema, id?: string) =>
        onChange(typeof value === 'string' ? asNumber(value) : value, path, errors, id)
      }
    />
  );
}
