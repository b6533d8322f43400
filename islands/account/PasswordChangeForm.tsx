import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, FormMessage, requiredText } from '../shared/FormField.tsx';
import { changePassword } from './account-actions.ts';
import { newPasswordRules, repeatsPassword } from './password-rules.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Values {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

/** #change-password: the current password and a new one (updateSiteUserPassword). */
export function PasswordChangeForm() {
  const { register, handleSubmit, formState, getValues, reset } = useForm<Values>({
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const { errors } = formState;

  const submit = handleSubmit(async ({ password, newPassword }) => {
    setOutcome({});
    try {
      await changePassword({ password, newPassword });
      reset();
      setOutcome({ success: 'Your password has been changed.' });
    } catch (error) {
      setOutcome({ error: (error as Error).message });
    }
  });

  return (
    <form className="site-form password-form" onSubmit={submit} noValidate>
      <FormField id="password-current" label="Current password" required error={errors.password?.message}>
        <input
          id="password-current"
          type="password"
          autoComplete="current-password"
          {...register('password', requiredText)}
        />
      </FormField>
      <FormField id="password-new" label="New password" required error={errors.newPassword?.message}>
        <input
          id="password-new"
          type="password"
          autoComplete="new-password"
          {...register('newPassword', newPasswordRules)}
        />
      </FormField>
      <FormField id="password-confirm" label="Confirm new password" required error={errors.confirmPassword?.message}>
        <input
          id="password-confirm"
          type="password"
          autoComplete="new-password"
          {...register(
            'confirmPassword',
            repeatsPassword(() => getValues('newPassword')),
          )}
        />
      </FormField>
      <FormMessage error={outcome.error} success={outcome.success} />
      <SubmitButton busy={formState.isSubmitting} label="Change password" busyLabel="Changing…" />
    </form>
  );
}
