import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { siteClient } from '../site-client.ts';
import { captchaToken } from '../shared/captcha.ts';
import { FormField, FormMessage } from '../shared/FormField.tsx';
import { forgetSession } from '../session/session-store.ts';
import { newPasswordRules, repeatsPassword } from './password-rules.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Values {
  password: string;
  confirmPassword: string;
}

/**
 * Sets a new password from an e-mailed link (resetSiteUserPassword). A used or expired link shows
 * the engine's error and changes nothing. Success ends every session of the user, this browser's too.
 */
export function NewPasswordForm({ id }: { id: string }) {
  const { register, handleSubmit, formState, getValues } = useForm<Values>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { errors } = formState;

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const recaptchaToken = await captchaToken('resetPassword');
      await siteClient.mutate('siteUser/resetSiteUserPassword', { id, password, recaptchaToken });
      forgetSession();
      setDone(true);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  if (done) {
    return (
      <div className="reset-done">
        <h1>Password changed</h1>
        <FormMessage success="Your password has been changed. You can now log in with it." />
        <p>
          <a href="/account/login">Log in</a>
        </p>
      </div>
    );
  }
  return (
    <form className="site-form new-password-form" onSubmit={submit} noValidate>
      <h1>Choose a new password</h1>
      <FormField id="reset-password" label="New password" required error={errors.password?.message}>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          {...register('password', newPasswordRules)}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password" required error={errors.confirmPassword?.message}>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          {...register(
            'confirmPassword',
            repeatsPassword(() => getValues('password')),
          )}
        />
      </FormField>
      <FormMessage error={failure} />
      <SubmitButton busy={formState.isSubmitting} label="Set new password" busyLabel="Saving…" />
      {failure && (
        <p className="form-links">
          <a href={window.location.pathname}>Ask for a new link</a>
        </p>
      )}
    </form>
  );
}
