import { useId, useState } from 'react';
import { FieldProblem } from './FieldProblem.tsx';
import { problemOf } from './schema-fields.ts';
import { describedBy, type FieldOf, type SettingControlProps } from './setting-control-props.ts';

export function TextSetting({ field, value, onChange, readOnly }: SettingControlProps<FieldOf<'text'>>) {
  const id = useId();
  const problem = problemOf(field, value);
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="text"
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        readOnly={readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
      />
      <FieldProblem id={id} problem={problem} />
    </div>
  );
}

const parseNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A number as typed: what does not read as a number stays in the box with its message, and is not stored. */
export function NumberSetting({ field, value, onChange, readOnly }: SettingControlProps<FieldOf<'number'>>) {
  const id = useId();
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const typed = parseNumber(text);
  // What was typed shows while it is what is stored (or not a number); a change from elsewhere (undo) wins.
  const inStep = Object.is(typed, value) || Number.isNaN(typed);
  const shown = inStep ? text : value === undefined ? '' : String(value);
  const problem = problemOf(field, inStep ? typed : value);
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="text"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        value={shown}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = parseNumber(next);
          if (!Number.isNaN(number)) onChange(number);
        }}
        readOnly={readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
      />
      <FieldProblem id={id} problem={problem} />
    </div>
  );
}

export function BooleanSetting({ field, value, onChange, readOnly }: SettingControlProps<FieldOf<'boolean'>>) {
  const id = useId();
  return (
    <div className="field checkbox">
      <input
        id={id}
        type="checkbox"
        checked={typeof value === 'boolean' ? value : (field.defaultValue ?? false)}
        onChange={(event) => onChange(event.target.checked)}
        disabled={readOnly}
      />
      <label htmlFor={id}>{field.label}</label>
    </div>
  );
}

export function SelectSetting({ field, value, onChange, readOnly }: SettingControlProps<FieldOf<'select'>>) {
  const id = useId();
  const problem = problemOf(field, value);
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        disabled={readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
      >
        {!field.required && <option value="">Default</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblem id={id} problem={problem} />
    </div>
  );
}

export function MultiSelectSetting({ field, value, onChange, readOnly }: SettingControlProps<FieldOf<'multi-select'>>) {
  const id = useId();
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const problem = problemOf(field, value);
  const toggle = (option: string, on: boolean) => {
    const next = field.options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v)));
    onChange(next);
  };
  return (
    <fieldset className="field choices" aria-describedby={describedBy(id, problem)}>
      <legend>{field.label}</legend>
      {field.options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            disabled={readOnly}
          />
          {option.label}
        </label>
      ))}
      <FieldProblem id={id} problem={problem} />
    </fieldset>
  );
}
