import { describe, expect, it } from 'vitest';
import { newsletterConsentObject, newsletterConsentRule, newsletterLocaleProblems } from './newsletter-signup.ts';

const required = 'Field is required';

describe('newsletter sign-up compliance', () => {
  it('requires the consent in Canada and Brazil, offers it in the EU and the UK, and shows no box elsewhere', () => {
    expect(['CA', 'BR', 'DE', 'FR', 'GB', 'US', 'JP', 'NO'].map(newsletterConsentRule)).toEqual([
      'required',
      'required',
      'optional',
      'optional',
      'optional',
      'none',
      'none',
      'none',
    ]);
  });

  it('keys the consent CASL for Canada and GDPR elsewhere, and sends none where there is no box', () => {
    expect(newsletterConsentObject('CA', true)).toEqual({ CASL: true });
    expect(newsletterConsentObject('BR', false)).toEqual({ GDPR: false });
    expect(newsletterConsentObject('US', true)).toBeNull();
  });

  it('asks for a country, a region where the country has regions, and the consent where it is required', () => {
    expect(newsletterLocaleProblems({ countryCode: '', regionCode: '', consent: false }, required)).toEqual([
      { path: 'countryCode', message: required },
    ]);
    expect(newsletterLocaleProblems({ countryCode: 'ZZ', regionCode: '', consent: false }, required)[0]?.path).toBe(
      'countryCode',
    );
    expect(newsletterLocaleProblems({ countryCode: 'CA', regionCode: '', consent: false }, required)).toEqual([
      { path: 'regionCode', message: required },
      { path: 'consent', message: required },
    ]);
    expect(newsletterLocaleProblems({ countryCode: 'US', regionCode: 'ON', consent: false }, required)).toEqual([
      { path: 'regionCode', message: 'Not a region of US' },
    ]);
    expect(newsletterLocaleProblems({ countryCode: 'DE', regionCode: '', consent: false }, required)).toEqual([]);
    expect(newsletterLocaleProblems({ countryCode: 'BR', regionCode: '', consent: true }, required)).toEqual([]);
  });
});
