import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { FieldMessage } from './FieldMessage.tsx';
import type { LayoutFormValues } from './layout-form-values.ts';

interface AliasesFieldProps {
  control: Control<LayoutFormValues>;
  register: UseFormRegister<LayoutFormValues>;
  error: string | undefined;
  required: boolean;
}

/** The layout's aliases: one path per input, added and removed (required on url-override layouts). */
export function AliasesField({ control, register, error, required }: AliasesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'aliases' });
  return (
    <fieldset className="repeating-field" aria-describedby="layout-aliases-hint layout-aliases-error">
      <legend>Aliases{required ? ' (required)' : ''}</legend>
      <small id="layout-aliases-hint">Paths of the site, such as /equipment; the page at each uses this layout.</small>
      <ul>
        {fields.map((field, index) => (
          <li key={field.id} className="repeating-entry">
            <label htmlFor={`layout-alias-${index}`} className="visually-hidden">
              Alias {index + 1}
            </label>
            <input
              id={`layout-alias-${index}`}
              {...register(`aliases.${index}.path`)}
              aria-invalid={error ? true : undefined}
              placeholder="/path"
            />
            <button type="button" aria-label={`Remove alias ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => append({ path: '' })}>
        Add alias
      </button>
      <FieldMessage id="layout-aliases-error" message={error} />
    </fieldset>
  );
}
