import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldIsRequired, required } from '../../../shared/ui/forms/required.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { changeOwnPassword } from '../api/change-own-password.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

const empty: PasswordValues = { currentPassword: '', newPassword: '', repeat: '' };

/** The own password change: current password, new password and the new one repeated. */
export function PasswordForm({ username }: { username: string }) {
  const form = useForm<PasswordValues>({ defaultValues: empty });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changeOwnPassword({ currentPassword, newPassword });
      form.reset(empty);
      notify.success('Your password has been changed. Your other sessions have been signed out.');
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  const newRule = {
    validate: (value: string) =>
      value.trim() === '' ? fieldIsRequired : value.length >= 10 || 'The password must be at least 10 characters long.',
  };
  const repeatRule = {
    validate: (value: string, values: PasswordValues) =>
      value === '' ? fieldIsRequired : value === values.newPassword || 'The passwords do not match',
  };
  return (
    <form className="users-form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword', required)}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        registration={form.register('newPassword', newRule)}
        error={errors.newPassword}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        registration={form.register('repeat', repeatRule)}
        error={errors.repeat}
      />
      <div className="users-actions">
        <button type="submit" className="primary" disabled={isSubmitting}>
          Change password
        </button>
      </div>
    </form>
  );
}
