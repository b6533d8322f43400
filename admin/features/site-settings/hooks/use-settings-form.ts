import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { hasAnyPermission } from '../../../../content-engine/shared/permissions.ts';
import type { SiteSettings } from '../../../../content-engine/shared/schemas/site-settings.ts';
import { $user } from '../../../shared/auth/session.ts';
import { $site, loadSiteContext } from '../../../shared/shell/site-context.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import type { GroupName } from '../groups/field-spec.ts';
import { allFields, groupsForModules } from '../groups/settings-groups.ts';
import { serverFieldErrors } from '../server-field-errors.ts';
import { settingsFormValues, type SettingsFormValues } from '../settings-form-values.ts';

const fieldNames = allFields.map((field) => field.name);

/**
 * The settings form both screens use: the site's document loaded into it, the groups the site
 * shows, whether the user may save (manage_site_settings; view_site_settings reads only), and
 * the engine's refusals set beside their fields (what was typed stays).
 */
export function useSettingsForm() {
  const loaded = useSiteSettings();
  const user = useStore($user);
  const site = useStore($site);
  const form = useForm<SettingsFormValues>({ defaultValues: {} });
  const [ready, setReady] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const payload = loaded.data?.getSiteSettingsPayload.payload as SiteSettings | undefined;
  const { reset } = form;
  useEffect(() => {
    if (!payload || ready) return;
    reset(settingsFormValues(payload));
    setReady(true);
  }, [payload, ready, reset]);
  const groups = useMemo(() => groupsForModules(site?.menu.modules ?? []), [site]);

  /** Sets the engine's refusal beside its fields; returns the groups it names. */
  const showSaveError = (error: unknown, group?: GroupName): string[] => {
    const problems = serverFieldErrors((error as Error).message, { fields: fieldNames, group });
    const unplaced = problems.filter((problem) => problem.field === null);
    for (const problem of problems)
      if (problem.field)
        form.setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: false });
    if (unplaced.length) notify.error(unplaced.map((problem) => problem.message).join(' '));
    else notify.error('Not saved: see the fields marked.');
    return problems.flatMap((problem) => (problem.field ? [problem.field.split('.')[0]!] : []));
  };

  /** After a save: the toolbar's menus follow the settings they depend on (useNewDesign, company updates, IP gating). */
  const afterSave = (updated: number | null | undefined) => {
    setSavedAt(updated ?? Date.now());
    void loadSiteContext().catch(() => {});
  };

  /** Before a save: the last save's status goes, so that "Live" is never the previous save's. */
  const beforeSave = () => setSavedAt(null);

  return {
    form,
    ready,
    loadError: loaded.error,
    groups,
    canManage: hasAnyPermission(user, ['manage_site_settings']),
    savedAt,
    beforeSave,
    afterSave,
    showSaveError,
  };
}
