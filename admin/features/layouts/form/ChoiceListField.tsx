import { Controller, type Control } from 'react-hook-form';
import { FieldMessage } from './FieldMessage.tsx';
import type { LayoutFormValues } from './layout-form-values.ts';

interface ChoiceListFieldProps {
  control: Control<LayoutFormValues>;
  name: 'contentTypes' | 'tenants';
  legend: string;
  choices: { value: string; label: string }[];
  error: string | undefined;
  hint?: string;
}

/** A multiple choice as a group of checkboxes (content types, sites). */
export function ChoiceListField({ control, name, legend, choices, error, hint }: ChoiceListFieldProps) {
  const hintId = `layout-${name}-hint`;
  const errorId = `layout-${name}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset
          className="choice-list"
          aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        >
          <legend>{legend}</legend>
          {hint && <small id={hintId}>{hint}</small>}
          <div className="choice-list-options">
            {choices.map((choice) => (
              <label key={choice.value} className="choice">
                <input
                  type="checkbox"
                  checked={field.value.includes(choice.value)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, choice.value]
                        : field.value.filter((value) => value !== choice.value),
                    )
                  }
                />{' '}
                {choice.label}
              </label>
            ))}
          </div>
          <FieldMessage id={errorId} message={error} />
        </fieldset>
      )}
    />
  );
}
