import { atom, onMount } from 'nanostores';
import { deleteCookie, readCookie, writeCookie } from '../../content-engine/client/cookies.ts';
import { siteLicenseCookies } from '../../content-engine/shared/site-license-cookies.ts';
import { siteClient } from '../site-client.ts';
import { simulationCookie, simulationCookieDays, siteUserTokenCookie, tokenCookieDays } from './session-cookies.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { clearCachedUserInfo, readCachedUserInfo, writeCachedUserInfo } from './user-info-cache.ts';

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'member'; user: SiteUserInfo };

/** The visitor's site-user session (spec public §4 "Site user session"). */
export const $session = atom<SessionState>({ status: 'loading' });

// Islands also render on the server (no cookies there): the session loads in the browser only.
onMount($session, () => {
  if (typeof document !== 'undefined') void loadSession();
});

const userQuery = 'siteUser/getActiveSiteUserWithNewsletters';

/** Reads the session: no token → anonymous; cached info (24 h) → member; else asks the engine (null → the token is dead). */
export async function loadSession({ useCache = true }: { useCache?: boolean } = {}) {
  const token = readCookie(siteUserTokenCookie);
  if (!token) return $session.set({ status: 'anonymous' });
  const cached = useCache ? readCachedUserInfo(localStorage, token, Date.now()) : null;
  if (cached) return $session.set({ status: 'member', user: cached });
  try {
    const { getActiveSiteUserWithNewsletters: user } = await siteClient.query<{ getActiveSiteUserWithNewsletters: SiteUserInfo | null }>(userQuery, { useCache: false });
    if (!user) {
      // An expired or revoked token, or the membership system is switched off (outage): not logged in.
      forgetSession();
      return;
    }
    writeCachedUserInfo(localStorage, token, user, Date.now());
    $session.set({ status: 'member', user });
  } catch {
    $session.set({ status: 'anonymous' });
  }
}

/** After login or registration: keeps the token for 30 days and the user info for 24 hours. */
export function startSession(token: string, user: SiteUserInfo) {
  writeCookie(siteUserTokenCookie, token, { days: tokenCookieDays });
  deleteCookie(simulationCookie);
  writeCachedUserInfo(localStorage, token, user, Date.now());
  $session.set({ status: 'member', user });
}

/** Forgets everything of the session in this browser: token, simulation flag, licence cookies, cached info. */
export function forgetSession() {
  for (const name of [siteUserTokenCookie, simulationCookie, ...siteLicenseCookies]) deleteCookie(name);
  clearCachedUserInfo(localStorage);
  $session.set({ status: 'anonymous' });
}

/** Logs out on the server, then in the browser; the new design then goes to the home page. Throws the server's message. */
export async function logout({ newDesign }: { newDesign: boolean }) {
  if (readCookie(siteUserTokenCookie)) await siteClient.mutate('siteUser/logoutSiteUser');
  forgetSession();
  if (newDesign) window.location.assign('/');
}

/** Editors with manage_site_users: act as a site user for a day (spec public §4). Throws the server's message. */
export async function simulateSiteUser(username: string) {
  if (readCookie(siteUserTokenCookie)) await siteClient.mutate('siteUser/logoutSiteUser').catch(() => undefined);
  forgetSession();
  const { simulateSiteUser: result } = await siteClient.mutate<{ simulateSiteUser: { token: string } }>('siteUser/simulateSiteUser', { username });
  writeCookie(siteUserTokenCookie, result.token, { days: simulationCookieDays });
  writeCookie(simulationCookie, 'true', { days: simulationCookieDays });
  await loadSession({ useCache: false });
}

/** Refreshes the cached user info after a change (profile, favourites, newsletters). */
export const refreshSession = () => loadSession({ useCache: false });
