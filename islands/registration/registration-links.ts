import { sameSitePath } from '../../content-engine/shared/redirect-target.ts';

/** Where the e-mailed link leads unless a site names another page (the engine's default too). */
export const completeRegistrationPath = '/account/complete-registration';

/** The address parameters that travel from the join button through sign-up (spec public §2). */
const carried = ['redirectTo', 'pk', 'PK'] as const;

/** The promo code of an address: pk, else PK (spec public §5). */
export const promoCodeOf = (params: URLSearchParams): string | null =>
  params.get('pk')?.trim() || params.get('PK')?.trim() || null;

/** The sign-up page of a membership, carrying redirectTo and the promo code along. */
export function signupHref(alias: string, params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const name of carried) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return `/membership/signup/${encodeURIComponent(alias)}${query ? `?${query}` : ''}`;
}

/** The registration link's hash from the address (`?id=`); null when missing or blank. */
export const linkIdOf = (params: URLSearchParams): string | null => params.get('id')?.trim() || null;

// The e-mailed link carries only the hash (the engine allows no query in the link's path), so
// sign-up keeps where to return for the tab that opens it.
const redirectKey = 'masthead.registrationRedirect';

/** Keeps where to return after registration: only a path of this site (taken again through safeRedirect). */
export function rememberRedirect(storage: Storage, redirectTo: string | null) {
  const path = sameSitePath(redirectTo, { origin: globalThis.location?.origin });
  if (path) storage.setItem(redirectKey, path);
  else storage.removeItem(redirectKey);
}

/** Where to go once registered: the remembered redirectTo, once. */
export function takeRedirect(storage: Storage): string | null {
  const target = storage.getItem(redirectKey);
  storage.removeItem(redirectKey);
  return target;
}
