import { FormProvider } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { siteSettingsSchema, type SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { saveSettingsGroup } from '../../shared/api/site-settings-group.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { useSettingsGroupForm } from '../../shared/ui/forms/use-settings-group-form.ts';
import { zodFormResolver } from '../../shared/ui/forms/zod-form-resolver.ts';
import { PathListField } from '../../shared/ui/forms/PathListField.tsx';
import { PathField } from '../../shared/ui/forms/PathField.tsx';

type NewsletterSettings = SiteSettings['newsletters'];

const emptySettings: NewsletterSettings = {
  enabledNewsletters: [],
  subscribeBlockSettings: { title: 'Sign up for our newsletters', description: '', promoCode: '' },
  groupSites: [],
  stealthLink: '',
  injectionSettings: { enabled: false, afterParagraph: 3, newsletterId: '' },
};

/**
 * /admin/newsletter-settings: the settings group `newsletters` (spec admin §3 "Newsletter
 * settings") — the enabled newsletters, the subscribe block, group sites, the stealth link and
 * the in-article sign-up. manage_newsletter_settings saves this group alone.
 */
export default function NewsletterSettingsPage() {
  return (
    <RequirePermission permissions={['manage_newsletter_settings']}>
      <NewsletterSettingsForm />
    </RequirePermission>
  );
}

function NewsletterSettingsForm() {
  const { form, loading } = useSettingsGroupForm('newsletters', {
    defaultValues: emptySettings,
    toForm: (stored) => stored,
    resolver: zodFormResolver(siteSettingsSchema.shape.newsletters),
  });
  const save = form.handleSubmit(async (values) => {
    try {
      const stored = await saveSettingsGroup('newsletters', values);
      form.reset(stored);
      notify.success('Newsletter settings saved. The site updates in a moment.');
    } catch (error) {
      showEngineErrors(form, error, { prefix: 'value.', fieldOf: (path) => path });
    }
  });
  if (loading) return <PageWrapper title="Newsletter settings">{<p role="status">Loading…</p>}</PageWrapper>;
  return (
    <PageWrapper title="Newsletter settings">
      <FormProvider {...form}>
        <form className="content-form" noValidate aria-label="Newsletter settings" onSubmit={(e) => void save(e)}>
          <PathListField
            name="enabledNewsletters"
            legend="Enabled newsletters"
            noun="Newsletter"
            fields={[
              { key: 'id', label: 'Id' },
              { key: 'title', label: 'Title' },
              { key: 'description', label: 'Description', kind: 'textarea' },
              { key: 'omedaProductId', label: 'Omeda product id', kind: 'int' },
              { key: 'showAtRegistration', label: 'Offer at registration', kind: 'checkbox' },
              { key: 'showInSubscribeBlock', label: 'Show in the subscribe block', kind: 'checkbox' },
            ]}
            empty={{
              id: '',
              title: '',
              description: '',
              omedaProductId: '',
              showAtRegistration: false,
              showInSubscribeBlock: true,
            }}
          />
          <fieldset>
            <legend>Subscribe block</legend>
            <PathField name="subscribeBlockSettings.title" label="Subscribe block title" />
            <PathField name="subscribeBlockSettings.description" label="Subscribe block description" kind="textarea" />
            <PathField name="subscribeBlockSettings.promoCode" label="Promo code" />
          </fieldset>
          <fieldset>
            <legend>Other sites and links</legend>
            <PathField
              name="groupSites"
              label="Group sites"
              kind="words"
              hint="Comma-separated site keys whose newsletters are offered too."
            />
            <PathField name="stealthLink" label="Stealth link" hint="A URL (https://…) or a path starting with /." />
          </fieldset>
          <fieldset>
            <legend>Sign-up inside articles</legend>
            <PathField name="injectionSettings.enabled" label="Show a sign-up inside articles" kind="checkbox" />
            <PathField name="injectionSettings.afterParagraph" label="After paragraph" kind="int" />
            <PathField name="injectionSettings.newsletterId" label="Newsletter id" />
          </fieldset>
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              Save
            </button>
          </div>
        </form>
      </FormProvider>
    </PageWrapper>
  );
}
