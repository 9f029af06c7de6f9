import type { HTMLAttributes } from 'react';
import { errorId, getInputProps, type BaseInputTemplateProps, type FieldTemplateProps, type TemplatesType } from '@rjsf/utils';
import { htmlPattern } from './html-pattern.ts';

/** Label above the control, the error under it (announced through aria-describedby); a group of checkboxes is a fieldset. */
function FieldTemplate({ id, label, children, rawErrors = [], required, displayLabel, hidden, schema, registry }: FieldTemplateProps) {
  if (hidden) return <div className="hidden">{children}</div>;
  if (id === 'root' || id.endsWith('__root')) return <>{children}</>;
  const markRequired = Boolean((registry.formContext as { markRequired?: boolean } | undefined)?.markRequired);
  const title = (
    <>
      {label}
      {required && markRequired && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  const error = rawErrors[0] ? (
    <p id={errorId(id)} className="field-error">
      {rawErrors[0]}
    </p>
  ) : null;
  if (schema.type === 'array') {
    return (
      <fieldset className="field" aria-describedby={error ? errorId(id) : undefined}>
        <legend className="field-label">{title}</legend>
        {children}
        {error}
      </fieldset>
    );
  }
  return (
    <div className="field">
      {displayLabel && (
        <label htmlFor={id} className="field-label">
          {title}
        </label>
      )}
      {children}
      {error}
    </div>
  );
}

/** Text, e-mail, URL and phone inputs: the site's styles, and invalid state tied to the message under the field. */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    type,
    rawErrors = [],
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const invalid = rawErrors.length > 0;
  return (
    <input
      id={id}
      name={htmlName || id}
      className="form-control"
      {...inputProps}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={schema.maxLength}
      // The schema's rule, enforced by the browser too, so a post without JavaScript keeps it.
      pattern={schema.pattern ? htmlPattern(schema.pattern) : undefined}
      inputMode={options.inputMode as HTMLAttributes<HTMLInputElement>['inputMode']}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId(id) : undefined}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export const formTemplates: Partial<TemplatesType> = { FieldTemplate, BaseInputTemplate };
