import { useId } from 'react';
import { fonts } from '../../../../content-engine/shared/enums.ts';
import { fieldIsRequired, required } from '../../../shared/ui/forms/required.ts';
import { labelOf } from '../groups/field-spec.ts';
import { FieldSetShell, FieldShell, describedBy } from './FieldShell.tsx';
import { errorOf, type FieldProps } from './field-props.ts';

const notANumber = 'Must be a number';

/** Text, number, checkbox, select, font and checkbox-list fields: plain inputs registered by name. */
export function SimpleField({
  form,
  spec,
}: FieldProps<'text' | 'number' | 'checkbox' | 'select' | 'font' | 'checkboxes' | 'lines'>) {
  const id = useId();
  const error = errorOf(form, spec.name);
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: spec.hint, error }),
  } as const;
  const shell = { id, label: spec.label, hint: spec.hint, error };
  switch (spec.kind) {
    case 'text': {
      const registration = form.register(spec.name, spec.required ? required : {});
      return (
        <FieldShell {...shell}>
          {spec.multiline ? (
            <textarea {...a11y} {...registration} rows={3} />
          ) : (
            <input {...a11y} {...registration} type={spec.inputType ?? 'text'} />
          )}
        </FieldShell>
      );
    }
    case 'lines':
      return (
        <FieldShell {...shell}>
          <textarea {...a11y} {...form.register(spec.name)} rows={3} />
        </FieldShell>
      );
    case 'number':
      return (
        <FieldShell {...shell}>
          <input
            {...a11y}
            type="number"
            inputMode="numeric"
            min={spec.min}
            max={spec.max}
            {...form.register(spec.name, {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
              validate: (value: unknown) =>
                spec.nullable
                  ? value === null || Number.isFinite(value) || notANumber
                  : Number.isFinite(value) || notANumber,
            })}
          />
        </FieldShell>
      );
    case 'checkbox':
      return (
        <div className="field field-checkbox">
          <label htmlFor={id}>
            <input {...a11y} type="checkbox" {...form.register(spec.name)} /> {spec.label}
          </label>
          {spec.hint && <small id={`${id}-hint`}>{spec.hint}</small>}
          {error && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      );
    case 'select':
    case 'font': {
      const options = spec.kind === 'font' ? fonts.map((font) => [font, labelOf(font)] as const) : spec.options;
      return (
        <FieldShell {...shell}>
          <select {...a11y} {...form.register(spec.name)}>
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FieldShell>
      );
    }
    case 'checkboxes':
      return (
        <FieldSetShell {...shell}>
          {spec.options.map(([value, label]) => (
            <label key={value} className="settings-choice">
              <input
                type="checkbox"
                value={value}
                {...form.register(spec.name, spec.required ? { validate: requiredList } : {})}
              />{' '}
              {label}
            </label>
          ))}
        </FieldSetShell>
      );
  }
}

/** Spec admin §5: a required multi-selection is invalid when empty. */
const requiredList = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value)) || fieldIsRequired;
