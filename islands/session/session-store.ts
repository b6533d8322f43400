import { atom, onMount } from 'nanostores';
import { deleteCookie, readCookie } from '../../content-engine/client/cookies.ts';
import { siteLicenseCookies } from '../../content-engine/shared/site-license-cookies.ts';
import { siteClient } from '../site-client.ts';
import { simulationCookie, siteUserSessionMarkerCookie } from '../../content-engine/shared/session-cookies.ts';
import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { clearCachedUserInfo, readCachedUserInfo, writeCachedUserInfo } from './user-info-cache.ts';

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'member'; user: SiteUserInfo };

/*
 * The token is the engine's HttpOnly cookie (ADR 0036): login, registration, simulation and
 * logout set or clear it on the server. Here only the readable marker says a session exists; its
 * value tags the session for the user-info cache.
 */

/** The visitor's site-user session (spec public §4 "Site user session"). */
export const $session = atom<SessionState>({ status: 'loading' });

// Islands also render on the server (no cookies there): the session loads in the browser only.
onMount($session, () => {
  if (typeof document !== 'undefined') void loadSession();
});

const userQuery = 'siteUser/getActiveSiteUserWithNewsletters';
const sessionMarker = () => readCookie(siteUserSessionMarkerCookie);

/** Reads the session: no marker → anonymous; cached info (24 h) → member; else asks the engine (null → the token is dead). */
export async function loadSession({ useCache = true }: { useCache?: boolean } = {}) {
  const marker = sessionMarker();
  if (!marker) return $session.set({ status: 'anonymous' });
  const cached = useCache ? readCachedUserInfo(localStorage, marker, Date.now()) : null;
  if (cached) return $session.set({ status: 'member', user: cached });
  try {
    const { getActiveSiteUserWithNewsletters: user } = await siteClient.query<{
      getActiveSiteUserWithNewsletters: SiteUserInfo | null;
    }>(userQuery, { useCache: false });
    if (!user) {
      // An expired or revoked token, or the membership system is switched off (outage): not logged in.
      forgetSession();
      return;
    }
    writeCachedUserInfo(localStorage, marker, user, Date.now());
    $session.set({ status: 'member', user });
  } catch {
    $session.set({ status: 'anonymous' });
  }
}

/** After login or registration (the engine has set the token cookie, 30 days): keeps the user info for 24 hours. */
export function startSession(user: SiteUserInfo) {
  const marker = sessionMarker();
  if (marker) writeCachedUserInfo(localStorage, marker, user, Date.now());
  $session.set({ status: 'member', user });
}

/**
 * Forgets everything of the session in this browser: marker, simulation flag, licence cookies,
 * cached info. The HttpOnly token cookie is out of reach: it is dead already, or logout clears it.
 */
export function forgetSession() {
  for (const name of [siteUserSessionMarkerCookie, simulationCookie, ...siteLicenseCookies]) deleteCookie(name);
  clearCachedUserInfo(localStorage);
  $session.set({ status: 'anonymous' });
}

/** Logs out on the server (which revokes the token and clears its cookies), then in the browser; the new design then goes to the home page. Throws the server's message. */
export async function logout({ newDesign }: { newDesign: boolean }) {
  if (sessionMarker()) await siteClient.mutate('siteUser/logoutSiteUser');
  forgetSession();
  if (newDesign) window.location.assign('/');
}

/** Editors with manage_site_users: act as a site user for a day (spec public §4); the engine sets the token and simulation cookies. Throws the server's message. */
export async function simulateSiteUser(username: string) {
  if (sessionMarker()) await siteClient.mutate('siteUser/logoutSiteUser').catch(() => undefined);
  forgetSession();
  await siteClient.mutate('siteUser/simulateSiteUser', { username });
  await loadSession({ useCache: false });
}

/** Refreshes the cached user info after a change (profile, favourites, newsletters). */
export const refreshSession = () => loadSession({ useCache: false });
