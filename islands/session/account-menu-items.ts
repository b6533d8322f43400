/** One entry of the account menu. */
export interface AccountMenuItem {
  label: string;
  href: string;
}

interface MenuFacts {
  hasPaid: boolean;
  missingMemberships: number[];
  newslettersEnabled: boolean;
}

/**
 * The account menu (spec public §2): the /account anchors; Change Email hidden once the user has
 * paid; Other Memberships only when memberships are missing; Manage Newsletters hidden when no
 * newsletters are enabled.
 */
export function accountMenuItems({ hasPaid, missingMemberships, newslettersEnabled }: MenuFacts): AccountMenuItem[] {
  return [
    { label: 'My Profile', href: '/account#update-profile' },
    { label: 'Favorites', href: '/account#manage-favorites' },
    ...(newslettersEnabled ? [{ label: 'Newsletters', href: '/account#manage-newsletters' }] : []),
    { label: 'Change Password', href: '/account#change-password' },
    ...(hasPaid ? [] : [{ label: 'Change Email', href: '/account#change-email' }]),
    ...(missingMemberships.length > 0 ? [{ label: 'Other Memberships', href: '/account#upgrade-membership' }] : []),
  ];
}

/** The login page, returning to where the visitor was (spec public §2 `redirectTo`). */
export const loginHref = (redirectTo: string) => `/account/login?redirectTo=${encodeURIComponent(redirectTo)}`;

/** Registration pages block login (spec public §2). */
export const isRegistrationPath = (path: string) => path.includes('registration');

export const registrationLoginBlockedMessage = 'Please complete your registration before you login';

/**
 * The account toggle's label: the member's first name (or username), but 'Account' with
 * `preview-mode=true` in the address — a preview shows no user name (spec public §1).
 */
export function accountToggleLabel(user: { firstName?: string | null; username: string }, search: string): string {
  if (new URLSearchParams(search).get('preview-mode') === 'true') return 'Account';
  return user.firstName || user.username;
}
