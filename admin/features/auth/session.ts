import { atom } from 'nanostores';
import { api, bearerTokenCookie } from '../../app/api.ts';
import { deleteCookie, readCookie, writeCookie } from '../../../content-engine/client/cookies.ts';
import { endOfDay, sessionCheck, type StoredSession } from './session-rules.ts';

/** The signed-in CMS user (spec admin §3 "CMS user"), as getActiveCMSUser returns it. */
export interface CmsUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  permissions: string[];
  extraPermissions: string[];
  isGlobal: boolean;
  tenants: string[];
  status: number;
}

interface Tokens {
  bearerToken: string;
  bearerTokenExpiration: number;
  refreshToken: string;
}

const refreshTokenCookie = 'cmsUserRefreshToken';
const expirationCookie = 'cmsUserBearerTokenExpiration';
const validityMarker = 'masthead.cmsUserValidUntil';
/** The refresh token outlives the bearer token; keep its cookie for as long as the server honours it. */
const refreshCookieDays = 30;

export const $user = atom<CmsUser | null>(null);

function storedSession(): StoredSession | null {
  const bearerToken = readCookie(bearerTokenCookie);
  const refreshToken = readCookie(refreshTokenCookie);
  if (!bearerToken || !refreshToken) return null;
  return { bearerToken, refreshToken, bearerTokenExpiration: Number(readCookie(expirationCookie)) || 0, validUntil: Number(localStorage.getItem(validityMarker)) || 0 };
}

/** Signed in: the tokens are stored and the validity marker set until the end of the day. */
export function storeTokens(tokens: Tokens) {
  writeCookie(bearerTokenCookie, tokens.bearerToken, { days: refreshCookieDays });
  writeCookie(expirationCookie, String(tokens.bearerTokenExpiration), { days: refreshCookieDays });
  writeCookie(refreshTokenCookie, tokens.refreshToken, { days: refreshCookieDays });
  localStorage.setItem(validityMarker, String(endOfDay(Date.now())));
}

/** Forgets the session in this browser only (no server call). */
export function clearSession() {
  for (const name of [bearerTokenCookie, expirationCookie, refreshTokenCookie]) deleteCookie(name);
  localStorage.removeItem(validityMarker);
  $user.set(null);
}

export async function signIn(username: string, password: string) {
  const { loginCmsUser } = await api.mutate<{ loginCmsUser: Tokens }>('cmsUser/loginCmsUser', { input: { username, password } });
  storeTokens(loginCmsUser);
  await loadUser();
}

export async function loadUser(): Promise<CmsUser> {
  const { getActiveCMSUser } = await api.query<{ getActiveCMSUser: CmsUser }>('cmsUser/getActiveCMSUser');
  $user.set(getActiveCMSUser);
  return getActiveCMSUser;
}

/**
 * Restores the session at start (spec admin §4): trusted while the marker holds; then validated,
 * or refreshed when the bearer token expired. A failed validation signs out without a server
 * call; a failed refresh signs out and reloads the page.
 */
export async function restoreSession(): Promise<CmsUser | null> {
  const session = storedSession();
  switch (sessionCheck(session, Date.now())) {
    case 'sign-in':
      return null;
    case 'validate': {
      const valid = await api.query<{ validateCMSUserBearerToken: boolean }>('cmsUser/validateCMSUserBearerToken').then((r) => r.validateCMSUserBearerToken, () => false);
      if (!valid) {
        clearSession();
        return null;
      }
      localStorage.setItem(validityMarker, String(endOfDay(Date.now())));
      break;
    }
    case 'refresh':
      try {
        const { refreshTokenCmsUser } = await api.mutate<{ refreshTokenCmsUser: Tokens }>('cmsUser/refreshTokenCmsUser', { input: { refreshToken: session!.refreshToken } });
        storeTokens(refreshTokenCmsUser);
      } catch {
        clearSession();
        window.location.reload();
        return null;
      }
      break;
    case 'trust':
      break;
  }
  try {
    return await loadUser();
  } catch {
    clearSession();
    return null;
  }
}

/** Signs out on the server (the token stops working everywhere) and in this browser. */
export async function signOut() {
  await api.mutate('cmsUser/logoutCmsUser').catch(() => undefined);
  clearSession();
}
