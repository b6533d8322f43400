import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { required } from '../../shared/ui/forms/required.ts';
import type { MenuLink } from './menu-types.ts';

interface Props {
  parent: number;
  control: Control<{ links: MenuLink[] }>;
  register: UseFormRegister<{ links: MenuLink[] }>;
  errors: FieldErrors<{ links: MenuLink[] }>;
}

/** A hamburger group's child links: add, edit, remove, move up or down (saved with the menu). */
export function ChildLinks({ parent, control, register, errors }: Props) {
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: `links.${parent}.children` as 'links.0.children',
  });
  const p = parent + 1;
  return (
    <fieldset className="menu-children">
      <legend>Link {p} child links</legend>
      <ol className="menu-links">
        {fields.map((field, index) => {
          const n = `${p}.${index + 1}`;
          const fieldErrors = errors.links?.[parent]?.children?.[index];
          return (
            <li key={field.id} className="menu-link">
              <TextField
                label={`Child link ${n} label`}
                registration={register(`links.${parent}.children.${index}.label`, required)}
                error={fieldErrors?.label}
              />
              <TextField
                label={`Child link ${n} URL`}
                registration={register(`links.${parent}.children.${index}.href`, required)}
                error={fieldErrors?.href}
              />
              <div className="menu-link-actions">
                <button
                  type="button"
                  aria-label={`Move child link ${n} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move child link ${n} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="danger"
                  aria-label={`Remove child link ${n}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => append({ label: '', href: '' })}>
        Add child link to link {p}
      </button>
    </fieldset>
  );
}
