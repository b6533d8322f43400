import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { useSettingsGroupForm } from '../../shared/ui/forms/use-settings-group-form.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { ReadOnlyNote } from '../../shared/ui/ReadOnlyNote.tsx';
import { updateHeaderCta } from './api/update-header-cta.ts';

const maxLength = 500;

/**
 * /admin/edit-cta-message: the text of the header's call to action (header.ctaText), shown in the
 * new design's bottom bar and beside the old design's brand. manage_header_cta alone may save it.
 */
export default function CtaMessagePage() {
  return (
    <RequirePermission permissions={['manage_header_cta', 'manage_site_settings', 'view_site_settings']}>
      <CtaMessage />
    </RequirePermission>
  );
}

function CtaMessage() {
  const canSave = useHasPermission(['manage_header_cta', 'manage_site_settings']);
  const { form, loading } = useSettingsGroupForm('header', {
    defaultValues: { ctaText: '' },
    toForm: (header) => ({ ctaText: header.ctaText }),
  });

  const save = form.handleSubmit(async ({ ctaText }) => {
    try {
      form.reset({ ctaText: await updateHeaderCta(ctaText) });
      notify.success('Header call to action saved. The site updates in a moment.');
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (path === 'ctaText' ? path : null) });
    }
  });

  return (
    <PageWrapper title="Header call to action">
      {loading ? (
        <p role="status">Loading…</p>
      ) : (
        <form className="content-form" noValidate aria-label="Header call to action" onSubmit={(e) => void save(e)}>
          {!canSave && <ReadOnlyNote permission="manage_header_cta" />}
          <fieldset disabled={!canSave}>
            <legend>Call to action</legend>
            <TextField
              label="Call-to-action text"
              registration={form.register('ctaText', {
                maxLength: { value: maxLength, message: `At most ${maxLength} characters` },
              })}
              error={form.formState.errors.ctaText}
              hint="Shown in the site header (the new design's bottom bar). Leave empty to show none."
            />
          </fieldset>
          {canSave && (
            <div className="editor-actions">
              <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
                Save
              </button>
            </div>
          )}
        </form>
      )}
    </PageWrapper>
  );
}
