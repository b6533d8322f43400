import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled checkbox (react-hook-form registration). */
export function CheckboxField({
  label,
  registration,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field checkbox">
      <input id={id} type="checkbox" {...registration} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}
