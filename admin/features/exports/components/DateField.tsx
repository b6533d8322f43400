import { FieldError, invalidProps } from './FieldError.tsx';

interface DateFieldProps {
  /** The input's id; its error is `<id>-error`. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled date input (YYYY-MM-DD, '' for none) with its error beside it. */
export function DateField({ id, label, value, error, onChange }: DateFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        {...invalidProps(errorId, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
