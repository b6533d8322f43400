import { FormProvider } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { useSettingsGroupForm } from '../../shared/ui/forms/use-settings-group-form.ts';
import { updateMembershipSettings } from './api/update-membership-settings.ts';
import { MeteringFieldset } from './components/MeteringFieldset.tsx';
import { CheckboxField, TextAreaField } from '../../shared/ui/forms/FormFields.tsx';
import {
  emptyMembershipSettings,
  settingsFieldOf,
  toSettingsForm,
  toSettingsInput,
} from './membership-settings-values.ts';
import './memberships.css';

const emailRule = {
  pattern: { value: /^\s*(|[^\s@]+@[^\s@]+\.[^\s@]+)\s*$/, message: 'Must be an e-mail address' },
};
const ungatedRule = {
  validate: (value: unknown) =>
    (Number(value) >= 1 && Number(value) <= 10) || 'ungatedParagraphs must be between 1 and 10',
};

/** /admin/membership-settings: the site settings' memberships group (spec admin §3 "Membership settings"). */
export default function MembershipSettingsPage() {
  return (
    <RequirePermission permissions={['manage_memberships']}>
      <PageWrapper title="Membership settings">
        <MembershipSettings />
      </PageWrapper>
    </RequirePermission>
  );
}

function MembershipSettings() {
  const { form, loading } = useSettingsGroupForm('memberships', {
    defaultValues: emptyMembershipSettings,
    toForm: toSettingsForm,
  });
  const { register, formState } = form;
  const { errors } = formState;

  const save = form.handleSubmit(async (values) => {
    try {
      form.reset(toSettingsForm(await updateMembershipSettings(toSettingsInput(values))));
      notify.success('Membership settings saved. The site updates in a moment.');
    } catch (error) {
      showEngineErrors(form, error, { prefix: 'value.', fieldOf: settingsFieldOf });
    }
  });

  if (loading) return <p role="status">Loading…</p>;
  return (
    <FormProvider {...form}>
      <form className="content-form" noValidate aria-label="Membership settings" onSubmit={(e) => void save(e)}>
        <fieldset>
          <legend>E-mail</legend>
          <TextField
            label="From e-mail"
            type="email"
            registration={register('fromEmail', emailRule)}
            error={errors.fromEmail}
          />
          <TextField
            label="Support e-mail"
            type="email"
            registration={register('supportEmail', emailRule)}
            error={errors.supportEmail}
          />
        </fieldset>
        <fieldset>
          <legend>Comments</legend>
          <CheckboxField label="Commenting" registration={register('commenting')} />
          <CheckboxField label="Allow anonymous commenting" registration={register('allowAnonymousCommenting')} />
          <div className="field">
            <label htmlFor="membership-commenting-service">Commenting service</label>
            <select id="membership-commenting-service" {...register('commentingService')}>
              <option value="local">Masthead</option>
              <option value="viafoura">Viafoura</option>
            </select>
          </div>
        </fieldset>
        <fieldset>
          <legend>Gating and sign-in</legend>
          <TextField
            label="Ungated paragraphs"
            type="number"
            min={1}
            max={10}
            registration={register('ungatedParagraphs', ungatedRule)}
            error={errors.ungatedParagraphs}
            hint="Paragraphs of a gated article shown before the gate (1 to 10)."
          />
          <CheckboxField label="Show title locks" registration={register('showTitleLocks')} />
          <CheckboxField label="Allow IP gating (site licences)" registration={register('allowIpGating')} />
          <TextAreaField
            label="Site login page text"
            registration={register('siteLoginPageText')}
            error={errors.siteLoginPageText}
          />
          <TextField
            label="Newsletter promo code"
            registration={register('newsletterPromoCode')}
            error={errors.newsletterPromoCode}
          />
          <CheckboxField
            label="Override the register button label"
            registration={register('overrideRegisterButtonLabel')}
          />
          <TextField
            label="Register button label"
            registration={register('registerButtonLabel')}
            error={errors.registerButtonLabel}
          />
        </fieldset>
        <MeteringFieldset />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
