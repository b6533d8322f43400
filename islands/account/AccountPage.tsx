import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loginHref } from '../session/account-menu-items.ts';
import { $session } from '../session/session-store.ts';
import { useMounted } from '../shared/use-mounted.ts';
import { isSimulatedSession } from './account-actions.ts';
import { AccountSection, SimulatedNotice } from './AccountSection.tsx';
import { ChangeLoginSection } from './ChangeLoginSection.tsx';
import { FavoritesList } from './FavoritesList.tsx';
import { NewsletterToggles, type OfferedNewsletter } from './NewsletterToggles.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { UpgradeMembership } from './UpgradeMembership.tsx';

/**
 * /account and the site_user_account block (spec public §2): the anchored sections render on the
 * server empty (no visitor data in the HTML) and fill in for the signed-in user; anyone else goes
 * to the login page and comes back.
 */
export default function AccountPage({ newsletters }: { newsletters: OfferedNewsletter[] }) {
  const session = useStore($session);
  const mounted = useMounted();
  const user = mounted && session.status === 'member' ? session.user : null;

  useEffect(() => {
    if (session.status === 'anonymous')
      window.location.replace(loginHref(`${window.location.pathname}${window.location.search}`));
  }, [session.status]);

  // The sections fill in after the page loaded: the address's anchor is scrolled to once they have.
  const loaded = user !== null;
  useEffect(() => {
    if (loaded && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);

  const simulated = user !== null && isSimulatedSession(user);
  return (
    <div className="account-page">
      <h1>My Account</h1>
      {!user && <p aria-busy="true">Loading your account…</p>}
      {simulated && <SimulatedNotice />}
      <AccountSection id="update-profile" title="My Profile">
        {user && <ProfileForm key={user.id} user={user} />}
      </AccountSection>
      <AccountSection id="manage-favorites" title="Favorites">
        {user && <FavoritesList user={user} />}
      </AccountSection>
      <AccountSection id="manage-newsletters" title="Newsletters">
        {user && <NewsletterToggles user={user} newsletters={newsletters} trackingSource="Account" />}
      </AccountSection>
      <AccountSection id="change-password" title="Change Password">
        {user && (simulated ? <SimulatedNotice /> : <PasswordChangeForm />)}
      </AccountSection>
      <AccountSection id="change-email" title="Change Email or Username">
        {user && (simulated ? <SimulatedNotice /> : <ChangeLoginSection user={user} />)}
      </AccountSection>
      <AccountSection id="upgrade-membership" title="Other Memberships">
        {user && <UpgradeMembership user={user} />}
      </AccountSection>
    </div>
  );
}
