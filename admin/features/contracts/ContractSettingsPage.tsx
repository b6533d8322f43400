import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { useContractSettings } from './api/get-contract-settings.ts';
import { saveContractSettings } from './api/save-contract-settings.ts';

interface SettingsValues {
  defaultTerms: string;
  notificationEmail: string;
  approvalText: string;
}

const fields = ['defaultTerms', 'notificationEmail', 'approvalText'];

/** /admin/contracts/settings: the default terms template, who is told of approvals, and the text contributors see once approved. */
export default function ContractSettingsPage() {
  return (
    <RequirePermission permissions={['manage_contracts']}>
      <ContractSettings />
    </RequirePermission>
  );
}

function ContractSettings() {
  const { data, loading } = useContractSettings();
  const form = useForm<SettingsValues>({
    defaultValues: { defaultTerms: '', notificationEmail: '', approvalText: '' },
  });
  const settings = data?.getContractSettings;
  useEffect(() => {
    if (settings) form.reset(settings);
  }, [settings, form]);
  const errors = form.formState.errors;
  const save = form.handleSubmit(async (values) => {
    try {
      form.reset(await saveContractSettings(values));
      notify.success('Contract settings saved.');
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (fields.includes(path) ? path : null) });
    }
  });
  return (
    <PageWrapper title="Contract settings">
      {loading && !settings ? (
        <p>Loading…</p>
      ) : (
        <form className="content-form" noValidate onSubmit={(event) => void save(event)}>
          <div className="field">
            <label htmlFor="contract-default-terms">Default terms</label>
            <textarea
              id="contract-default-terms"
              rows={14}
              {...form.register('defaultTerms')}
              aria-describedby="contract-default-terms-hint"
            />
            <small id="contract-default-terms-hint">HTML: the terms a new contract starts with.</small>
          </div>
          <TextField
            label="Notification e-mail"
            type="email"
            registration={form.register('notificationEmail')}
            error={errors.notificationEmail}
            hint="Told when a contributor approves a contract; leave blank for nobody."
          />
          <div className="field">
            <label htmlFor="contract-approval-text">Approval confirmation text</label>
            <textarea
              id="contract-approval-text"
              rows={3}
              {...form.register('approvalText')}
              aria-describedby="contract-approval-text-hint"
            />
            <small id="contract-approval-text-hint">
              Shown to the contributor once approved; blank for “Thank you. Your approval has been recorded.”
            </small>
            {errors.approvalText && (
              <span className="field-error" role="alert">
                {errors.approvalText.message}
              </span>
            )}
          </div>
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              Save
            </button>
          </div>
        </form>
      )}
    </PageWrapper>
  );
}
