import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { $site, loadSiteContext } from '../../shared/shell/site-context.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { ReadOnlyNote } from '../../shared/ui/ReadOnlyNote.tsx';
import { setEnabledModules } from './api/set-enabled-modules.ts';
import { moduleDescriptions } from './module-descriptions.ts';

/**
 * /admin/edit-enabled-modules: a switch per optional module of the managed site (manage_modules).
 * Saving rebuilds the site and reloads the toolbar, whose module-gated menus follow at once.
 */
export default function EnabledModulesPage() {
  return (
    <RequirePermission permissions={['manage_modules', 'view_site_settings']}>
      <EnabledModules />
    </RequirePermission>
  );
}

function EnabledModules() {
  const canSave = useHasPermission(['manage_modules']);
  const tenant = useStore($site)?.tenant ?? null;
  const [enabled, setEnabled] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setEnabled(tenant?.enabledModules ?? []), [tenant]);
  const hintId = useId();

  const toggle = (name: string, on: boolean) =>
    setEnabled((current) => (on ? [...current, name] : current.filter((module) => module !== name)));
  const save = async () => {
    setSaving(true);
    try {
      setEnabled(await setEnabledModules(enabled));
      await loadSiteContext();
      notify.success('Enabled modules saved. The site is rebuilding.');
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  if (!tenant)
    return (
      <PageWrapper title="Enabled modules">
        <p role="alert">Choose a site first.</p>
      </PageWrapper>
    );
  return (
    <PageWrapper title="Enabled modules">
      <form
        className="content-form"
        aria-label="Enabled modules"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {!canSave && <ReadOnlyNote permission="manage_modules" />}
        <p className="hint" id={hintId}>
          Optional modules of {tenant.name}. A module that is off hides its admin menu and its pages and blocks on the
          site. On the development environment (npm run dev) every module is turned on at start.
        </p>
        <fieldset disabled={!canSave} aria-describedby={hintId}>
          <legend>Modules</legend>
          {moduleDescriptions.map(({ name, label, description }) => (
            <div className="field checkbox module-switch" key={name}>
              <input
                id={`module-${name}`}
                type="checkbox"
                role="switch"
                checked={enabled.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
                aria-describedby={`module-${name}-description`}
              />
              <label htmlFor={`module-${name}`}>{label}</label>
              <small id={`module-${name}-description`}>{description}</small>
            </div>
          ))}
        </fieldset>
        {canSave && (
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={saving}>
              Save
            </button>
          </div>
        )}
      </form>
    </PageWrapper>
  );
}
