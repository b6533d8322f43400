import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { PathField } from './PathField.tsx';

export interface PathListItemField {
  key: string;
  label: string;
  kind?: 'text' | 'email' | 'int' | 'checkbox' | 'textarea';
  options?: readonly { value: string | number; label: string }[];
}

interface PathPathListFieldProps {
  /** The list's path (`footer.navBarLinks`). */
  name: string;
  /** One item in words ("Link"): legends and button names number it. */
  noun: string;
  legend: string;
  fields: readonly PathListItemField[];
  empty: Record<string, unknown>;
  disabled?: boolean;
}

/** An editable list of small records (links, testers, enabled newsletters): add, move, remove. */
export function PathListField({ name, noun, legend, fields, empty, disabled }: PathPathListFieldProps) {
  const { control, formState } = useFormContext();
  const list = useFieldArray({ control, name });
  const rootError = (get(formState.errors, name) as { root?: { message?: string } } | undefined)?.root;
  return (
    <fieldset className="list-field" disabled={disabled}>
      <legend>{legend}</legend>
      {list.fields.length === 0 && <p className="hint">None yet.</p>}
      {list.fields.map((item, index) => (
        <fieldset key={item.id} className="list-item">
          <legend>
            {noun} {index + 1}
          </legend>
          {fields.map((field) => (
            <PathField
              key={field.key}
              name={`${name}.${index}.${field.key}`}
              label={field.label}
              kind={field.kind}
              options={field.options}
            />
          ))}
          <div className="editor-actions">
            <button type="button" disabled={index === 0} onClick={() => list.move(index, index - 1)}>
              Move {noun.toLowerCase()} {index + 1} up
            </button>
            <button
              type="button"
              disabled={index === list.fields.length - 1}
              onClick={() => list.move(index, index + 1)}
            >
              Move {noun.toLowerCase()} {index + 1} down
            </button>
            <button type="button" className="danger" onClick={() => list.remove(index)}>
              Remove {noun.toLowerCase()} {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {rootError?.message && (
        <p className="field-error" role="alert">
          {rootError.message}
        </p>
      )}
      <button type="button" className="secondary" onClick={() => list.append(empty)}>
        Add {noun.toLowerCase()}
      </button>
    </fieldset>
  );
}
