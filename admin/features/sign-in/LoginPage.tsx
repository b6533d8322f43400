import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { required } from '../../shared/ui/forms/required.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { ClientError } from '../../../content-engine/client/client-errors.ts';
import { loginCaptchaToken } from '../../shared/auth/captcha.ts';
import { safeRedirect } from '../../shared/auth/session-rules.ts';
import { signIn } from '../../shared/auth/session.ts';

/** Signs in; an account that failed too often needs a captcha, which is fetched and sent once (invisible with reCAPTCHA v3). */
async function signInWithCaptchaIfAsked(username: string, password: string) {
  try {
    await signIn(username, password);
  } catch (error) {
    if (!(error instanceof ClientError) || error.code !== 'CAPTCHA_REQUIRED') throw error;
    await signIn(username, password, await loginCaptchaToken());
  }
}

interface Credentials {
  username: string;
  password: string;
}

/** The embedded sign-in (single sign-on is an adapter that returns the same flags). */
export default function LoginPage() {
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await signInWithCaptchaIfAsked(username.trim(), password);
      const redirect = safeRedirect(params.get('redirect'));
      navigate(redirect?.replace(/^\/admin(?=\/|$)/, '') || '/', { replace: true });
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Sign in to Masthead</h1>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label="Username or e-mail"
          autoComplete="username"
          registration={register('username', required)}
          error={formState.errors.username}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={register('password', required)}
          error={formState.errors.password}
        />
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
        <Link to="/user/reset-password">Forgot your password?</Link>
      </form>
    </main>
  );
}
