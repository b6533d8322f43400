import { useStore } from '@nanostores/react';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { PasswordForm } from './components/PasswordForm.tsx';
import { ProfileForm } from './components/ProfileForm.tsx';
import './users.css';

/** /admin/user: the signed-in user's own profile (spec admin §3): names, read-only username, password change. */
export default function ProfilePage() {
  const user = useStore($user);
  if (!user) return null;
  return (
    <PageWrapper title="My profile">
      <div className="users-profile">
        <ProfileForm user={user} />
        <PasswordForm username={user.username} />
      </div>
    </PageWrapper>
  );
}
