import { useState } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { updateSiteSettings } from './api/update-site-settings.ts';
import { GroupFields } from './components/GroupFields.tsx';
import { RegenerationStatus } from './components/RegenerationStatus.tsx';
import { useSettingsForm } from './hooks/use-settings-form.ts';
import { settingsDocument, type SettingsFormValues } from './settings-form-values.ts';
import './site-settings.css';

/**
 * /admin/edit-site-settings: the old design. Every group in one long form, each a collapsible
 * section, saved whole (updateSiteSettings); a refused save opens the sections it names.
 */
export default function EditSiteSettingsPage() {
  return (
    <RequirePermission permissions={['view_site_settings', 'manage_site_settings']}>
      <EditSiteSettings />
    </RequirePermission>
  );
}

function EditSiteSettings() {
  const { form, ready, loadError, groups, canManage, savedAt, beforeSave, afterSave, showSaveError } =
    useSettingsForm();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['general']));
  const openGroups = (names: string[]) => setOpen((previous) => new Set([...previous, ...names]));
  const groupsWithErrors = (errors: FieldErrors<SettingsFormValues>) =>
    groups.filter((group) => get(errors, group.name)).map((group) => group.name);

  const save = form.handleSubmit(
    async (values) => {
      beforeSave();
      try {
        const saved = await updateSiteSettings(settingsDocument(values));
        afterSave(saved.updated);
        notify.success('Site settings saved.');
      } catch (error) {
        openGroups(showSaveError(error));
      }
    },
    (errors) => openGroups(groupsWithErrors(errors)),
  );

  return (
    <PageWrapper title="Edit site settings">
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !ready ? (
        <p role="status">Loading…</p>
      ) : (
        <form
          className="settings-form"
          aria-label="Site settings"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void save(event);
          }}
        >
          {!canManage && (
            <p className="read-only-note">
              You can view these settings; changing them needs the manage_site_settings permission.
            </p>
          )}
          <fieldset disabled={!canManage} className="settings-fields">
            <legend className="visually-hidden">Site settings</legend>
            {groups.map((group) => (
              <details
                key={group.name}
                className="settings-section"
                open={open.has(group.name)}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setOpen((previous) => {
                    const next = new Set(previous);
                    if (isOpen) next.add(group.name);
                    else next.delete(group.name);
                    return next;
                  });
                }}
              >
                <summary>
                  <h2>{group.label}</h2>
                </summary>
                <GroupFields form={form} group={group} />
              </details>
            ))}
          </fieldset>
          {canManage && (
            <div className="editor-actions">
              <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
                Save
              </button>
            </div>
          )}
          {savedAt !== null && <RegenerationStatus key={savedAt} savedAt={savedAt} />}
        </form>
      )}
    </PageWrapper>
  );
}
