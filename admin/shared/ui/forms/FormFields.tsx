import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

const describedBy = (id: string, error?: FieldError, hint?: string) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

function Notes({ id, error, hint }: { id: string; error?: FieldError; hint?: string }) {
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </>
  );
}

/** A labelled select with its validation message beside it. */
export function SelectField({
  label,
  registration,
  error,
  hint,
  options,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...select}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled text area with its validation message beside it. */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        {...area}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckboxField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="field">
      <label>
        <input type="checkbox" {...registration} /> {label}
      </label>
    </div>
  );
}
