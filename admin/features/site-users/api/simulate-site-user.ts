import { api } from '../../../shared/api/api.ts';
import { LogoutSiteUserDocument } from '../../../../content-engine/documents/generated/mutation/siteUser/logoutSiteUser.ts';
import { SimulateSiteUserDocument } from '../../../../content-engine/documents/generated/mutation/siteUser/simulateSiteUser.ts';

/**
 * Spec admin §4: logs this browser out of any site-user session, then asks for a simulation token;
 * the engine sets the token and simulation cookies (1 day) on this host. Throws the server's message.
 */
export async function simulateSiteUser(username: string) {
  await api.request(LogoutSiteUserDocument).catch(() => undefined);
  return (await api.request(SimulateSiteUserDocument, { username })).simulateSiteUser;
}
