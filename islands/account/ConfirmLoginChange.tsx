import { useState } from 'react';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { readCookie } from '../../content-engine/client/cookies.ts';
import { siteClient } from '../site-client.ts';
import { siteUserSessionMarkerCookie } from '../../content-engine/shared/session-cookies.ts';
import { refreshSession } from '../session/session-store.ts';
import { FormMessage } from '../shared/FormField.tsx';
import { useMounted } from '../shared/use-mounted.ts';

const changes = {
  username: {
    mutation: 'updateSiteUserUsername',
    title: 'Confirm your new username',
    done: (user: SiteUserInfo) => `Your username is now "${user.username}".`,
  },
  email: {
    mutation: 'updateSiteUserEmail',
    title: 'Confirm your new e-mail address',
    done: (user: SiteUserInfo) => `Your e-mail address is now ${user.email}.`,
  },
} as const;

/**
 * /account/change-username and /account/change-email (the e-mailed `?id=` links) and the
 * site_user_change_email block: a button applies the change, so a mail scanner opening the link
 * does not use it up; the outcome or the engine's error shows.
 */
export default function ConfirmLoginChange({ kind }: { kind: keyof typeof changes }) {
  const mounted = useMounted();
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);
  const change = changes[kind];
  const id = mounted ? new URLSearchParams(window.location.search).get('id') : null;

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await siteClient.mutate<Record<string, SiteUserInfo>>(`siteUser/${change.mutation}`, { id });
      if (readCookie(siteUserSessionMarkerCookie)) await refreshSession();
      setOutcome({ success: change.done(result[change.mutation]!) });
    } catch (error) {
      setOutcome({ error: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!mounted) return <div className="confirm-change" aria-busy="true" />;
  return (
    <div className="confirm-change">
      <h1>{change.title}</h1>
      {!id ? (
        <p>
          Open the link we e-mailed you to confirm the change. To ask for one, go to{' '}
          <a href="/account#change-email">your account</a>.
        </p>
      ) : outcome.success || outcome.error ? (
        <>
          <FormMessage error={outcome.error} success={outcome.success} />
          <p>
            <a href="/account">Go to your account</a>
          </p>
        </>
      ) : (
        <button type="button" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Confirming…' : 'Confirm the change'}
        </button>
      )}
    </div>
  );
}
