import { useId } from 'react';
import { get, useFormContext, type RegisterOptions } from 'react-hook-form';

type Kind = 'text' | 'textarea' | 'int' | 'optional-int' | 'colour' | 'checkbox' | 'ids' | 'words' | 'email' | 'url';

interface PathFieldProps {
  /** The field's dotted path in the template document (`styles.width`, `blocks.0.title`). */
  name: string;
  label: string;
  kind?: Kind;
  hint?: string;
  options?: readonly { value: string | number; label: string }[];
  disabled?: boolean;
  rows?: number;
}

const toInt = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));
const toOptionalInt = (value: unknown) => (value === '' || value == null ? null : Number(value));
const toIds = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
const toWords = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);

const setValueAs: Partial<Record<Kind, (value: unknown) => unknown>> = {
  int: toInt,
  'optional-int': toOptionalInt,
  ids: toIds,
  words: toWords,
};

/**
 * One field of the template form, registered by its path, with the schema's message beside it.
 * Lists of ids and words are typed comma-separated. A select of numbers keeps numbers.
 */
export function PathField({ name, label, kind = 'text', hint, options, disabled, rows }: PathFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const numeric = options?.some((option) => typeof option.value === 'number');
  const rules: RegisterOptions = { setValueAs: numeric ? toInt : setValueAs[kind] };
  const registration = register(name, rules);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  if (kind === 'checkbox')
    return (
      <div className="field">
        <label>
          <input type="checkbox" {...registration} disabled={disabled} /> {label}
        </label>
      </div>
    );
  const control = options ? (
    <select {...common}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ) : kind === 'textarea' ? (
    <textarea rows={rows ?? 4} {...common} />
  ) : (
    <input
      type={kind === 'int' || kind === 'optional-int' ? 'number' : kind === 'email' ? 'email' : 'text'}
      inputMode={kind === 'ids' ? 'numeric' : undefined}
      placeholder={kind === 'colour' ? '#1a2b3c' : undefined}
      {...common}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error?.message && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}
