import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { activateAccount } from './api/activate-account.ts';
import { requestPasswordReset } from './api/request-password-reset.ts';
import { resetPassword } from './api/reset-password.ts';
import { required } from '../../shared/ui/forms/required.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';

interface PasswordLinkPageProps {
  /** reset: /admin/user/reset-password (asks for the e-mail without a hash); activate: /admin/user/activate. */
  kind: 'reset' | 'activate';
}

/** Password reset and invite activation with the hash from the e-mailed link (spec admin §2, §7). */
export function PasswordLinkPage({ kind }: PasswordLinkPageProps) {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string; password: string; confirm: string }>({
    defaultValues: { email: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const title = kind === 'activate' ? 'Activate your account' : 'Reset your password';

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      if (!hash) {
        await requestPasswordReset(email.trim());
        setDone('If an account has this e-mail address, a link to reset its password is on its way.');
      } else {
        await (kind === 'activate' ? activateAccount : resetPassword)({ password, hash });
        setDone(
          kind === 'activate'
            ? 'Your account is active. You can sign in now.'
            : 'Your password has been changed. You can sign in now.',
        );
      }
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby="password-link-title">
        <h1 id="password-link-title">{title}</h1>
        {done ? (
          <p role="status">{done}</p>
        ) : (
          <>
            {failure && (
              <p className="form-error" role="alert">
                {failure}
              </p>
            )}
            {kind === 'activate' && !hash && (
              <p className="form-error">This link has no activation code. Use the link from your invitation e-mail.</p>
            )}
            {!hash && kind === 'reset' && (
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                registration={form.register('email', required)}
                error={errors.email}
              />
            )}
            {hash && (
              <>
                <TextField
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  registration={form.register('password', required)}
                  error={errors.password}
                />
                <TextField
                  label="Repeat the new password"
                  type="password"
                  autoComplete="new-password"
                  registration={form.register('confirm', {
                    ...required,
                    validate: (value, values) =>
                      value.trim() === ''
                        ? 'Field is required'
                        : value === values.password || 'The passwords do not match',
                  })}
                  error={errors.confirm}
                />
              </>
            )}
            {(hash || kind === 'reset') && (
              <button type="submit" className="primary" disabled={isSubmitting}>
                {hash ? (kind === 'activate' ? 'Activate' : 'Change password') : 'Send the link'}
              </button>
            )}
          </>
        )}
        <Link to="/login">Back to sign in</Link>
      </form>
    </main>
  );
}

export const ResetPasswordPage = () => <PasswordLinkPage kind="reset" />;
export const ActivatePage = () => <PasswordLinkPage kind="activate" />;
