import { readCookie, writeCookie } from '../../content-engine/client/cookies.ts';
import {
  siteLicenseCompanyCookie,
  siteLicenseCookieSeconds,
  siteLicenseNotFoundCookie,
  siteLicenseNotFoundSeconds,
} from '../../content-engine/shared/site-license-cookies.ts';
import { siteClient } from '../site-client.ts';

let pending: Promise<string | null> | null = null;

/**
 * The company whose site licence covers this visitor's address (spec public §4, §9): the engine
 * reads the address itself; the answer is kept in a cookie for 24 hours, "not found" for 600 seconds.
 */
export function siteLicenseCompany(): Promise<string | null> {
  const known = readCookie(siteLicenseCompanyCookie);
  if (known) return Promise.resolve(known);
  if (readCookie(siteLicenseNotFoundCookie)) return Promise.resolve(null);
  return (pending ??= siteClient
    .query<{ siteLicenseCompany: { companyName: string } | null }>('siteLicense/siteLicenseCompany', {})
    .then(({ siteLicenseCompany: found }) => {
      if (found?.companyName)
        writeCookie(siteLicenseCompanyCookie, found.companyName, { seconds: siteLicenseCookieSeconds });
      else writeCookie(siteLicenseNotFoundCookie, '1', { seconds: siteLicenseNotFoundSeconds });
      return found?.companyName ?? null;
    })
    .catch(() => null)
    .finally(() => (pending = null)));
}
