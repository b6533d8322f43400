import { useState } from 'react';
import { get } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { updateSiteSettingsGroup } from './api/update-site-settings-group.ts';
import { GroupFields } from './components/GroupFields.tsx';
import { RegenerationStatus } from './components/RegenerationStatus.tsx';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import type { GroupName } from './groups/field-spec.ts';
import { useSettingsForm } from './hooks/use-settings-form.ts';
import { settingsFormValues, settingsGroupValue } from './settings-form-values.ts';
import './site-settings.css';

/**
 * /admin/site-settings-new: the new design. A left navigation of the settings groups and one form
 * per group, saved alone (updateSiteSettingsGroup); what was typed in other groups stays until saved.
 */
export default function SiteSettingsNewPage() {
  return (
    <RequirePermission permissions={['view_site_settings', 'manage_site_settings']}>
      <SiteSettingsNew />
    </RequirePermission>
  );
}

function SiteSettingsNew() {
  const { form, ready, loadError, groups, canManage, savedAt, beforeSave, afterSave, showSaveError } =
    useSettingsForm();
  const [current, setCurrent] = useState<GroupName>('general');
  const group = groups.find((candidate) => candidate.name === current) ?? groups[0]!;
  const [saving, setSaving] = useState(false);

  const save = async () => {
    form.clearErrors(group.name);
    if (!(await form.trigger(group.name, { shouldFocus: true }))) return;
    setSaving(true);
    beforeSave();
    try {
      const saved = await updateSiteSettingsGroup(group.name, settingsGroupValue(form.getValues(), group.name));
      form.setValue(group.name, settingsFormValues(saved.payload as SiteSettings)[group.name]);
      afterSave(saved.updated);
      notify.success(`${group.label} saved.`);
    } catch (error) {
      showSaveError(error, group.name);
    } finally {
      setSaving(false);
    }
  };

  const nav = (
    <nav aria-label="Settings groups">
      <ul className="settings-nav">
        {groups.map((candidate) => (
          <li key={candidate.name}>
            <button
              type="button"
              aria-current={candidate.name === group.name ? 'page' : undefined}
              onClick={() => setCurrent(candidate.name)}
            >
              {candidate.label}
              {get(form.formState.errors, candidate.name) ? <span className="nav-error"> (has errors)</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <PageWrapper title="Site settings" panel={nav}>
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !ready ? (
        <p role="status">Loading…</p>
      ) : (
        <form
          className="settings-form settings-group-form"
          aria-labelledby="settings-group-heading"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <h2 id="settings-group-heading">{group.label}</h2>
          {!canManage && (
            <p className="read-only-note">
              You can view these settings; changing them needs the manage_site_settings permission.
            </p>
          )}
          <fieldset disabled={!canManage} className="settings-fields">
            <legend className="visually-hidden">{group.label} settings</legend>
            <GroupFields key={group.name} form={form} group={group} />
          </fieldset>
          {canManage && (
            <div className="editor-actions">
              <button type="submit" className="primary" disabled={saving}>
                {saving ? 'Saving…' : `Save ${group.label}`}
              </button>
            </div>
          )}
          {savedAt !== null && <RegenerationStatus key={savedAt} savedAt={savedAt} />}
        </form>
      )}
    </PageWrapper>
  );
}
