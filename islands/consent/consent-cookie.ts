import { consentCategories, type ConsentCategory } from '../../content-engine/shared/consent-categories.ts';

/** The local banner's first-party cookie (OneTrust keeps its own OptanonConsent). */
export const consentCookieName = 'mastheadConsent';
/** A year, as OneTrust's default. */
export const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export const allCategories = Object.values(consentCategories) as ConsentCategory[];

/**
 * The cookie's value, in the spirit of OneTrust's OptanonConsent: URL-encoded
 * `groups=C0001:1,C0002:0,…&datestamp=<ISO date>`, each category with 1 (allowed) or 0.
 */
export function serializeConsent(allowed: Iterable<ConsentCategory>, now: Date): string {
  const set = new Set(allowed);
  const groups = allCategories
    .map((category) => `${category}:${category === consentCategories.necessary || set.has(category) ? 1 : 0}`)
    .join(',');
  return new URLSearchParams({ groups, datestamp: now.toISOString() }).toString();
}

/** The allowed categories a cookie value records; null when it records no answer (absent or unreadable). */
export function parseConsent(value: string | null | undefined): Set<ConsentCategory> | null {
  if (!value) return null;
  let groups: string | null;
  try {
    groups = new URLSearchParams(value).get('groups');
  } catch {
    return null;
  }
  if (!groups) return null;
  const allowed = new Set<ConsentCategory>([consentCategories.necessary]);
  let known = 0;
  for (const entry of groups.split(',')) {
    const [category, flag] = entry.split(':');
    if (!allCategories.includes(category as ConsentCategory)) continue;
    known += 1;
    if (flag === '1') allowed.add(category as ConsentCategory);
  }
  return known > 0 ? allowed : null;
}

/** The Set-Cookie text for the answer (path /, a year, Lax; Secure on https). */
export function consentCookie(
  allowed: Iterable<ConsentCategory>,
  { now, secure }: { now: Date; secure: boolean },
): string {
  return `${consentCookieName}=${serializeConsent(allowed, now)}; Path=/; Max-Age=${consentCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
