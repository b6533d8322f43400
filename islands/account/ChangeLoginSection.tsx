import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { requestEmailChange, requestUsernameChange } from './account-actions.ts';
import { LoginChangeForm } from './LoginChangeForm.tsx';

/**
 * #change-email: the e-mail address (hidden once the user has paid, like the menu's Change Email,
 * spec public §2) and the username; each change waits for the link it e-mails.
 */
export function ChangeLoginSection({ user }: { user: SiteUserInfo }) {
  return (
    <>
      <p>
        Your e-mail address is <strong>{user.email}</strong> and your username is <strong>{user.username}</strong>.
      </p>
      {user.hasPaid ? (
        <p className="paid-email-note">
          Your e-mail address belongs to your paid membership: please contact customer service to change it.
        </p>
      ) : (
        <>
          <h3>Change e-mail address</h3>
          <LoginChangeForm
            kind="email"
            label="New e-mail address"
            submitLabel="Change e-mail address"
            request={({ value, password }) => requestEmailChange({ newEmail: value, password })}
            sent={(email) =>
              `We sent a link to ${email}. Open it to confirm your new e-mail address; it works for one day.`
            }
          />
        </>
      )}
      <h3>Change username</h3>
      <LoginChangeForm
        kind="username"
        label="New username"
        submitLabel="Change username"
        request={({ value, password }) => requestUsernameChange({ newUsername: value, password })}
        sent={(username) =>
          `We sent a link to ${user.email}. Open it to confirm "${username}" as your new username; it works for one day.`
        }
      />
    </>
  );
}
