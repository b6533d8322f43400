import { readCookie } from '../../content-engine/client/cookies.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { simulationCookie } from '../../content-engine/shared/session-cookies.ts';
import { refreshSession } from '../session/session-store.ts';
import { siteClient } from '../site-client.ts';
import type { ProfileValues } from './profile-update.ts';

/*
 * What the account page changes. Each action throws the server's message; those that change the
 * user info refresh the session, so the cached info (24 h) and the account menu follow at once.
 */

/** A simulated session (spec public §4) cannot change the password, username or e-mail. */
export const isSimulatedSession = (user: SiteUserInfo) => user.isSimulated || readCookie(simulationCookie) === 'true';

export async function updateProfile(input: Partial<ProfileValues>) {
  await siteClient.mutate('siteUser/updateSiteUserProfile', { input });
  await refreshSession();
}

export async function setNewsletter({
  newsletterId,
  optIn,
  promoCode,
}: {
  newsletterId: string;
  optIn: boolean;
  promoCode: string | null;
}) {
  if (optIn) await siteClient.mutate('siteUser/subscribeSiteUserNewsletter', { newsletterId, promoCode });
  else await siteClient.mutate('siteUser/unsubscribeSiteUserNewsletter', { newsletterId });
  await refreshSession();
}

export async function setFavorite({ contentId, saved }: { contentId: number; saved: boolean }) {
  await siteClient.mutate(saved ? 'siteUser/addSiteUserFavorite' : 'siteUser/removeSiteUserFavorite', { contentId });
  await refreshSession();
}

/** Changes the password; this session goes on, the user's other sessions end. */
export const changePassword = (values: { password: string; newPassword: string }) =>
  siteClient.mutate('siteUser/updateSiteUserPassword', values);

/** E-mails a confirmation link to the new address. */
export const requestEmailChange = (values: { password: string; newEmail: string }) =>
  siteClient.mutate('siteUser/requestSiteUserChangeEmail', values);

/** E-mails a confirmation link for the new username to the current address. */
export const requestUsernameChange = (values: { password: string; newUsername: string }) =>
  siteClient.mutate('siteUser/requestSiteUserChangeUsername', values);
