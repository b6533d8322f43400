import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A labelled textarea with its hint and validation message, as TextField does for inputs. */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  rows = 3,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  rows?: number;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
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
