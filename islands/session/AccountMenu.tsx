import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../shared/notify.ts';
import { accountMenuItems, accountToggleLabel, loginHref } from './account-menu-items.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { $session, logout } from './session-store.ts';

interface Props {
  newDesign: boolean;
  joinLabel: string;
  newslettersEnabled: boolean;
}

const here = () => `${window.location.pathname}${window.location.search}`;

/** The header's account area: Login and Join Now when logged out, the account popover when logged in (spec public §2). */
export default function AccountMenu({ newDesign, joinLabel, newslettersEnabled }: Props) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const mounted = useMounted();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => (document.removeEventListener('keydown', close), document.removeEventListener('click', close));
  }, [open]);

  // Until the session is known, an invisible stand-in as large as the logged-out links holds their
  // place: the header does not move (or wrap on a phone) when they appear.
  if (!mounted || session.status === 'loading') {
    return (
      <div className="account-menu account-menu-pending" aria-busy="true">
        <span className="account-login" aria-hidden="true">
          Login
        </span>
        <span className="account-join" aria-hidden="true">
          {joinLabel}
        </span>
      </div>
    );
  }
  if (session.status === 'anonymous') {
    return (
      <div className="account-menu">
        <a className="account-login" href={loginHref(here())}>
          Login
        </a>
        <a className="account-join" href="/membership/choose">
          {joinLabel}
        </a>
      </div>
    );
  }

  const { user } = session;
  const signOut = async () => {
    try {
      await logout({ newDesign });
    } catch (error) {
      notify.error(`Unable to logout: ${(error as Error).message}`);
    }
  };
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-toggle"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        {accountToggleLabel(user, window.location.search)}
        {user.isSimulated && <span className="account-simulated"> (simulated)</span>}
      </button>
      {open && (
        <ul className="account-popover">
          {accountMenuItems({
            hasPaid: user.hasPaid,
            missingMemberships: user.missingMemberships,
            newslettersEnabled,
          }).map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
          <li>
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
