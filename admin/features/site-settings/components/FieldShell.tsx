import type { ReactNode } from 'react';

/** Ids that tie a field's input to its hint and error. */
export const describedBy = (id: string, { hint, error }: { hint?: string; error?: string }) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/** A labelled field with its hint and its error beside it (announced). `id` is the input's. */
export function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A group of checkboxes or options under a legend, with its hint and error. */
export function FieldSetShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="field settings-choices" aria-describedby={describedBy(id, { hint, error })}>
      <legend>{label}</legend>
      {children}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
