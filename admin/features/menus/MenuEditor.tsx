import { useFieldArray, useForm } from 'react-hook-form';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { required } from '../../shared/ui/forms/required.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { ChildLinks } from './ChildLinks.tsx';
import type { MenuKey, MenuLink } from './menu-types.ts';
import { setMenu } from './api/set-menu.ts';

/** One menu's links: add, edit, remove, move up or down (the hamburger's child links too), then save with setMenu. */
export function MenuEditor({ menu, label, links }: { menu: MenuKey; label: string; links: MenuLink[] }) {
  const { control, register, handleSubmit, reset, formState } = useForm<{ links: MenuLink[] }>({
    defaultValues: { links },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'links' });
  const save = handleSubmit(async (values) => {
    try {
      reset({ links: await setMenu({ menu, links: values.links }) });
      notify.success(`${label} menu saved.`);
    } catch (error) {
      notify.error((error as Error).message);
    }
  });
  return (
    <form className="menu-editor" noValidate onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>{label}</legend>
        {fields.length === 0 && <p className="hint">No links.</p>}
        <ol className="menu-links">
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <li key={field.id} className="menu-link">
                <TextField
                  label={`Link ${n} label`}
                  registration={register(`links.${index}.label`, required)}
                  error={formState.errors.links?.[index]?.label}
                />
                <TextField
                  label={`Link ${n} URL`}
                  registration={register(`links.${index}.href`, required)}
                  error={formState.errors.links?.[index]?.href}
                />
                <div className="menu-link-actions">
                  <button
                    type="button"
                    aria-label={`Move link ${n} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move link ${n} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Remove link ${n}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
                {menu === 'hamburger' && (
                  <ChildLinks parent={index} control={control} register={register} errors={formState.errors} />
                )}
              </li>
            );
          })}
        </ol>
        <div className="editor-actions">
          <button
            type="button"
            onClick={() =>
              append(menu === 'hamburger' ? { label: '', href: '', children: [] } : { label: '', href: '' })
            }
          >
            Add link
          </button>
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save {label}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
