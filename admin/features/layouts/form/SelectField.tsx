import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from './FieldMessage.tsx';

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** The "none chosen" option: selectable, or only shown until a value is chosen (a required select). */
  placeholder?: { label: string; selectable: boolean };
  error?: string;
  hint?: string;
}

/** A labelled select with its message beside it. */
export function SelectField({ label, registration, options, placeholder, error, hint }: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {placeholder && (
          <option value="" disabled={!placeholder.selectable}>
            {placeholder.label}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
