import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { $adminConfig } from '../../shared/admin-config.ts';
import { signOut } from '../../shared/auth/session.ts';

/** /admin/logout: signs out on the server and in this browser (and on the single sign-on, when configured), then shows the login page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  // Once per visit, however often the effect runs (a changing navigate, strict mode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      const { signOutUrl } = $adminConfig.get();
      if (signOutUrl) window.location.assign(signOutUrl);
      else navigate('/login', { replace: true });
    });
  }, [navigate]);
  return <p role="status">Signing out…</p>;
}
