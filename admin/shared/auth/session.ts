import { atom } from 'nanostores';
import { api } from '../api/api.ts';
import {
  GetActiveCmsUserDocument,
  type GetActiveCmsUserQuery,
} from '../../../content-engine/documents/generated/query/cmsUser/getActiveCMSUser.ts';
import { ValidateCmsUserBearerTokenDocument } from '../../../content-engine/documents/generated/query/cmsUser/validateCMSUserBearerToken.ts';
import { LoginCmsUserDocument } from '../../../content-engine/documents/generated/mutation/cmsUser/loginCmsUser.ts';
import { LogoutCmsUserDocument } from '../../../content-engine/documents/generated/mutation/cmsUser/logoutCmsUser.ts';
import { RefreshTokenCmsUserDocument } from '../../../content-engine/documents/generated/mutation/cmsUser/refreshTokenCmsUser.ts';
import { deleteCookie, readCookie } from '../../../content-engine/client/cookies.ts';
import { cmsSessionMarkerCookie } from '../../../content-engine/shared/session-cookies.ts';
import { endOfDay, sessionCheck, type StoredSession } from './session-rules.ts';

/** The signed-in CMS user (spec admin §3 "CMS user"), as getActiveCMSUser returns it. */
export type CmsUser = GetActiveCmsUserQuery['getActiveCMSUser'];

/*
 * The tokens are in the engine's HttpOnly cookies (ADR 0036): login, refresh, logout and the
 * single sign-on return set or clear them on the server. This browser code sees only the readable
 * marker cookie (its value is the bearer token's expiry) and keeps the validity marker.
 */
const validityMarker = 'masthead.cmsUserValidUntil';

export const $user = atom<CmsUser | null>(null);

function storedSession(): StoredSession | null {
  const marker = readCookie(cmsSessionMarkerCookie);
  if (marker === null) return null;
  return { bearerTokenExpiration: Number(marker) || 0, validUntil: Number(localStorage.getItem(validityMarker)) || 0 };
}

const markValid = () => localStorage.setItem(validityMarker, String(endOfDay(Date.now())));

/**
 * Forgets the session in this browser only (no server call): the marker goes, so the admin asks
 * for a sign-in; the HttpOnly token cookies it cannot reach are dead or expire on their own.
 */
export function clearSession() {
  deleteCookie(cmsSessionMarkerCookie);
  localStorage.removeItem(validityMarker);
  $user.set(null);
}

/**
 * Signs in: the engine answers with the session cookies; the validity marker is set until the end
 * of the day. `recaptchaToken` only when the engine asked for one (CAPTCHA_REQUIRED: the account failed too often).
 */
export async function signIn(username: string, password: string, recaptchaToken?: string) {
  await api.request(LoginCmsUserDocument, { input: { username, password, recaptchaToken } });
  markValid();
  await loadUser();
}

export async function loadUser(): Promise<CmsUser> {
  const { getActiveCMSUser } = await api.request(GetActiveCmsUserDocument);
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
      const valid = await api.request(ValidateCmsUserBearerTokenDocument).then(
        (r) => r.validateCMSUserBearerToken,
        () => false,
      );
      if (!valid) {
        clearSession();
        return null;
      }
      markValid();
      break;
    }
    case 'refresh':
      try {
        // An empty refresh token asks the engine to use its HttpOnly cookie's.
        await api.request(RefreshTokenCmsUserDocument, { input: { refreshToken: '' } });
        markValid();
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

/** Signs out on the server (the token stops working everywhere, its cookies are cleared) and in this browser. */
export async function signOut() {
  await api.request(LogoutCmsUserDocument).catch(() => undefined);
  clearSession();
}
