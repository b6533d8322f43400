import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../content-engine/client/toasts.tsx';
import { siteClient } from '../site-client.ts';
import { captchaToken } from '../shared/captcha.ts';
import { FormField, FormMessage, requiredText, safeRedirect } from '../shared/FormField.tsx';
import { sessionId } from '../shared/session-id.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { isRegistrationPath, registrationLoginBlockedMessage } from './account-menu-items.ts';
import { startSession } from './session-store.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

interface Values {
  username: string;
  password: string;
}

/** The site_user_login block and /account/login (spec public §2): redirectTo, pk and source from the address. */
export default function LoginForm({ joinLabel }: { joinLabel: string }) {
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { username: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useMounted();
  const params = new URLSearchParams(mounted ? window.location.search : '');
  const promoCode = params.get('pk') ?? params.get('PK');
  const joinHref = `/membership/choose${promoCode ? `?pk=${encodeURIComponent(promoCode)}` : ''}`;

  const submit = handleSubmit(async ({ username, password }) => {
    if (isRegistrationPath(window.location.pathname)) {
      notify.error(registrationLoginBlockedMessage);
      return;
    }
    setFailure(null);
    try {
      const recaptchaToken = await captchaToken('login');
      const { loginSiteUser } = await siteClient.mutate<{ loginSiteUser: { userInfo: SiteUserInfo } }>(
        'siteUser/loginSiteUser',
        {
          input: { username: username.trim(), password, recaptchaToken, sessionId: sessionId() },
        },
      );
      startSession(loginSiteUser.userInfo);
      window.location.assign(safeRedirect(params.get('redirectTo')));
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <form className="site-form login-form" onSubmit={submit} noValidate>
      <h1>Login</h1>
      <FormField id="login-username" label="Email or username" required error={formState.errors.username?.message}>
        <input id="login-username" type="text" autoComplete="username" {...register('username', requiredText)} />
      </FormField>
      <FormField id="login-password" label="Password" required error={formState.errors.password?.message}>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          {...register('password', requiredText)}
        />
      </FormField>
      <FormMessage error={failure} mailtoLinks />
      <SubmitButton busy={formState.isSubmitting} label="Login" busyLabel="Logging in…" />
      <p className="form-links">
        <a href="/account/reset-password">Forgot your password? Reset it</a>
        {' · '}
        <a href={joinHref}>{joinLabel}</a>
      </p>
    </form>
  );
}
