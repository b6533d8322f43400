import { Controller, useFieldArray } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { saveSettingsGroup } from '../../shared/api/site-settings-group.ts';
import { useSettingsGroupForm } from '../../shared/ui/forms/use-settings-group-form.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { required } from '../../shared/ui/forms/required.ts';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { ReadOnlyNote } from '../../shared/ui/ReadOnlyNote.tsx';
import { usePersons } from './api/get-persons.ts';
import { ContactsPicker } from './ContactsPicker.tsx';

interface ContactsFormValues {
  groups: { title: string; contacts: number[] }[];
}

/** An engine problem's path as the form field that shows it: a group's title, or its contacts list. */
const fieldOf = (path: string) => /^groups\.\d+\.(title|contacts)/.exec(path)?.[0] ?? null;

/**
 * /admin/contacts-settings: titled groups of contacts (the site's published persons), groups and
 * contacts in the order the site's contacts block shows them.
 */
export default function ContactsSettingsPage() {
  return (
    <RequirePermission permissions={['manage_site_settings', 'view_site_settings']}>
      <ContactsSettings />
    </RequirePermission>
  );
}

function ContactsSettings() {
  const canSave = useHasPermission(['manage_site_settings']);
  const { form, loading } = useSettingsGroupForm('contacts', {
    defaultValues: { groups: [] } as ContactsFormValues,
    toForm: (contacts): ContactsFormValues => ({ groups: contacts.groups }),
  });
  const { persons, loading: loadingPersons } = usePersons();
  const groups = useFieldArray({ control: form.control, name: 'groups' });

  const save = form.handleSubmit(async (values) => {
    try {
      const stored = await saveSettingsGroup('contacts', values);
      form.reset({ groups: stored.groups });
      notify.success('Contacts settings saved. The site updates in a moment.');
    } catch (error) {
      showEngineErrors(form, error, { prefix: 'value.', fieldOf });
    }
  });

  if (loading || loadingPersons)
    return <PageWrapper title="Contacts settings">{<p role="status">Loading…</p>}</PageWrapper>;
  return (
    <PageWrapper title="Contacts settings">
      <form className="content-form" noValidate aria-label="Contacts settings" onSubmit={(e) => void save(e)}>
        {!canSave && <ReadOnlyNote permission="manage_site_settings" />}
        {groups.fields.length === 0 && <p className="hint">No contact groups yet.</p>}
        {groups.fields.map((field, index) => {
          const name = form.watch(`groups.${index}.title`) || `group ${index + 1}`;
          return (
            <fieldset key={field.id} disabled={!canSave}>
              <legend>Group {index + 1}</legend>
              <TextField
                label="Title"
                registration={form.register(`groups.${index}.title`, required)}
                error={form.formState.errors.groups?.[index]?.title}
              />
              <Controller
                control={form.control}
                name={`groups.${index}.contacts`}
                render={({ field: contactsField, fieldState }) => (
                  <ContactsPicker
                    group={name}
                    persons={persons ?? []}
                    value={contactsField.value}
                    onChange={(ids) => {
                      form.clearErrors(`groups.${index}.contacts`);
                      contactsField.onChange(ids);
                    }}
                    error={fieldState.error}
                    disabled={!canSave}
                  />
                )}
              />
              {canSave && (
                <div className="editor-actions">
                  <button
                    type="button"
                    className="secondary"
                    disabled={index === 0}
                    onClick={() => groups.move(index, index - 1)}
                  >
                    Move {name} up
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={index === groups.fields.length - 1}
                    onClick={() => groups.move(index, index + 1)}
                  >
                    Move {name} down
                  </button>
                  <button type="button" className="secondary" onClick={() => groups.remove(index)}>
                    Remove {name}
                  </button>
                </div>
              )}
            </fieldset>
          );
        })}
        {canSave && (
          <div className="editor-actions">
            <button type="button" className="secondary" onClick={() => groups.append({ title: '', contacts: [] })}>
              Add group
            </button>
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              Save
            </button>
          </div>
        )}
      </form>
    </PageWrapper>
  );
}
