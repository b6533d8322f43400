import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { siteClient } from '../site-client.ts';
import { captchaToken } from '../shared/captcha.ts';
import { FormField, FormMessage, requiredText } from '../shared/FormField.tsx';
import { resetRequestedMessage } from './reset-messages.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

/** Asks for a reset link (requestSiteUserPasswordReset); the link comes back to this page's path. */
export function RequestResetForm() {
  const { register, handleSubmit, formState } = useForm<{ username: string }>({ defaultValues: { username: '' } });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});

  const submit = handleSubmit(async ({ username }) => {
    setOutcome({});
    try {
      const recaptchaToken = await captchaToken('resetPassword');
      await siteClient.mutate('siteUser/requestSiteUserPasswordReset', {
        username: username.trim(),
        path: window.location.pathname,
        recaptchaToken,
      });
      setOutcome({ success: resetRequestedMessage });
    } catch (error) {
      setOutcome({ error: (error as Error).message });
    }
  });

  return (
    <form className="site-form reset-request-form" onSubmit={submit} noValidate>
      <h1>Reset your password</h1>
      <p>
        Enter the e-mail address or username of your account and we will e-mail you a link to choose a new password.
      </p>
      <FormField id="reset-username" label="Email or username" required error={formState.errors.username?.message}>
        <input id="reset-username" type="text" autoComplete="username" {...register('username', requiredText)} />
      </FormField>
      <FormMessage error={outcome.error} success={outcome.success} />
      <SubmitButton busy={formState.isSubmitting} label="Send reset link" busyLabel="Sending…" />
      <p className="form-links">
        <a href="/account/login">Back to login</a>
      </p>
    </form>
  );
}
