import { cmsSessionMarkerCookie } from '../shared/session-cookies.ts';

/**
 * Browser cookies, shared by the admin (session marker, tenant override, cache bypass, dismissed alerts) and the islands
 * (session markers, meter, licence). Tokens are never here: the engine keeps them in HttpOnly cookies (ADR 0036).
 */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return null;
}

/** Writes a cookie for the whole site; a session cookie unless `days`, `seconds` or `expires` is given. */
export function writeCookie(
  name: string,
  value: string,
  { days, seconds, expires }: { days?: number; seconds?: number; expires?: Date } = {},
) {
  const lifetime = seconds ?? (days ? days * 86_400 : null);
  const until = expires ?? (lifetime ? new Date(Date.now() + lifetime * 1000) : null);
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${until ? `; expires=${until.toUTCString()}` : ''}`;
}

export const deleteCookie = (name: string) => {
  document.cookie = `${name}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

/** Whether a CMS user is signed in in this browser (the engine's readable marker; the token itself is HttpOnly). */
export const cmsUserSignedIn = () => readCookie(cmsSessionMarkerCookie) !== null;
