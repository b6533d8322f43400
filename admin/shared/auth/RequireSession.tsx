import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { $adminConfig, signInRedirect } from '../admin-config.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { loadSiteContext, $site } from '../shell/site-context.ts';
import { readReturnFlags, withoutReturnFlags } from './session-rules.ts';
import { $user, restoreSession } from './session.ts';

/**
 * Screens behind sign-in: reads single-sign-on return flags (`noToken`, `redirect`), restores the session (spec admin
 * §4) and loads the site context; without a session it sends the user to the login page with a
 * redirect back.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useStore($user);
  const site = useStore($site);
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'signed-out' | 'ready'>(user && site ? 'ready' : 'checking');

  useEffect(() => {
    if (state !== 'checking') return;
    let cancelled = false;
    (async () => {
      const flags = readReturnFlags(location.search);
      // The engine has already turned a sign-on's tokens into cookies (sso-return-hook.ts); only its `redirect` is left.
      if (flags.redirect) navigate(`${flags.redirect}${withoutReturnFlags(location.search)}`, { replace: true });
      const restored = $user.get() ?? (flags.noToken ? null : await restoreSession());
      if (cancelled) return;
      if (!restored) {
        // Single sign-on, when configured, signs the user in and comes back with the tokens; `noToken` means it had none.
        const { signInUrl } = $adminConfig.get();
        if (signInUrl && !flags.noToken) return window.location.assign(signInRedirect(signInUrl, window.location.href));
        return setState('signed-out');
      }
      try {
        await loadSiteContext();
      } catch (error) {
        notify.error((error as Error).message);
      }
      if (!cancelled) setState('ready');
    })();
    return () => {
      cancelled = true;
    };
  }, [state, location.pathname, location.search, navigate]);

  if (state === 'signed-out' || (state === 'ready' && !user)) {
    return (
      <Navigate to={`/login?redirect=${encodeURIComponent(`/admin${location.pathname}${location.search}`)}`} replace />
    );
  }
  if (state === 'checking')
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  return <>{children}</>;
}
