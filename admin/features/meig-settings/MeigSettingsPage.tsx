import { notify } from '../../../content-engine/client/toasts.tsx';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { saveSettingsGroup } from '../../shared/api/site-settings-group.ts';
import { useSettingsGroupForm } from '../../shared/ui/forms/use-settings-group-form.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { fieldIsRequired } from '../../shared/ui/forms/required.ts';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { ReadOnlyNote } from '../../shared/ui/ReadOnlyNote.tsx';
import { linkRule as urlRule } from '../../shared/ui/forms/link-rule.ts';

type Meig = SiteSettings['meig'];

const empty: Meig = {
  mediaKitUrl: '',
  editorialCalendarUrl: '',
  industryGuideTitle: '',
  industryGuideUrl: '',
  advertisingEmail: '',
};
const fields = Object.keys(empty);

/**
 * /admin/meig-settings: the publisher's Media kit, Editorial calendar and Industry Guide (ADR 0049),
 * linked under "Advertise" in the site footer.
 */
export default function MeigSettingsPage() {
  return (
    <RequirePermission permissions={['manage_site_settings', 'view_site_settings']}>
      <MeigSettings />
    </RequirePermission>
  );
}

function MeigSettings() {
  const canSave = useHasPermission(['manage_site_settings']);
  const { form, loading } = useSettingsGroupForm('meig', { defaultValues: empty, toForm: (meig) => meig });
  const { register, formState } = form;

  const save = form.handleSubmit(async (values) => {
    try {
      form.reset(await saveSettingsGroup('meig', values));
      notify.success('MEIG settings saved. The site updates in a moment.');
    } catch (error) {
      showEngineErrors(form, error, { prefix: 'value.', fieldOf: (path) => (fields.includes(path) ? path : null) });
    }
  });

  if (loading) return <PageWrapper title="MEIG settings">{<p role="status">Loading…</p>}</PageWrapper>;
  return (
    <PageWrapper title="MEIG settings">
      <form className="content-form" noValidate aria-label="MEIG settings" onSubmit={(e) => void save(e)}>
        {!canSave && <ReadOnlyNote permission="manage_site_settings" />}
        <p className="hint">
          Media kit, Editorial calendar and Industry Guide: the links the site&apos;s footer shows advertisers under
          &ldquo;Advertise&rdquo;. Leave a link empty to leave it out.
        </p>
        <fieldset disabled={!canSave}>
          <legend>Media kit and editorial calendar</legend>
          <TextField
            label="Media kit URL"
            registration={register('mediaKitUrl', urlRule)}
            error={formState.errors.mediaKitUrl}
            hint="A URL (https://…) or a path of this site, such as an uploaded PDF."
          />
          <TextField
            label="Editorial calendar URL"
            registration={register('editorialCalendarUrl', urlRule)}
            error={formState.errors.editorialCalendarUrl}
          />
          <TextField
            label="Advertising e-mail"
            type="email"
            registration={register('advertisingEmail', {
              pattern: { value: /^\s*(|[^\s@]+@[^\s@]+\.[^\s@]+)\s*$/, message: 'Must be an e-mail address' },
            })}
            error={formState.errors.advertisingEmail}
          />
        </fieldset>
        <fieldset disabled={!canSave}>
          <legend>Industry guide</legend>
          <TextField
            label="Industry guide URL"
            registration={register('industryGuideUrl', urlRule)}
            error={formState.errors.industryGuideUrl}
          />
          <TextField
            label="Industry guide title"
            registration={register('industryGuideTitle', {
              validate: (title, values) =>
                values.industryGuideUrl.trim() === '' || title.trim() !== '' || fieldIsRequired,
            })}
            error={formState.errors.industryGuideTitle}
            hint="Required when the guide has a URL, e.g. “Buyers Guide”."
          />
        </fieldset>
        {canSave && (
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={formState.isSubmitting}>
              Save
            </button>
          </div>
        )}
      </form>
    </PageWrapper>
  );
}
