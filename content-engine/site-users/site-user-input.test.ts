import { describe, expect, it } from 'vitest';
import { checkConsent, checkLocation, missingProfileFields, sitePathField } from './site-user-input.ts';

describe('site user input rules', () => {
  it('requires a known country, and a region of its list for countries with regions', () => {
    expect(checkLocation({ countryCode: 'US', region: 'IL' })).toEqual([]);
    expect(checkLocation({ countryCode: 'DE', region: null })).toEqual([]);
    expect(checkLocation({ countryCode: null, region: null })).toEqual([
      { path: 'countryCode', message: 'Field is required' },
    ]);
    expect(checkLocation({ countryCode: 'XX', region: null })).toEqual([
      { path: 'countryCode', message: 'Unknown country code' },
    ]);
    expect(checkLocation({ countryCode: 'CA', region: null })).toEqual([
      { path: 'region', message: 'Field is required' },
    ]);
    expect(checkLocation({ countryCode: 'CA', region: 'IL' })).toEqual([
      { path: 'region', message: 'Not a region of CA' },
    ]);
  });

  it('keys the consent CASL for Canada and GDPR elsewhere, required where the law asks for it', () => {
    expect(checkConsent({ countryCode: 'CA', consent: { CASL: true } })).toEqual({
      consent: { CASL: true },
      problems: [],
    });
    expect(checkConsent({ countryCode: 'US', consent: null })).toEqual({ consent: { GDPR: false }, problems: [] });
    expect(checkConsent({ countryCode: 'DE', consent: { GDPR: '' } }).problems).toEqual([
      { path: 'consent.GDPR', message: 'Field is required' },
    ]);
    expect(checkConsent({ countryCode: 'CA', consent: { GDPR: true } }).problems).toEqual([
      { path: 'consent.GDPR', message: 'The consent for CA is keyed CASL' },
      { path: 'consent.CASL', message: 'Field is required' },
    ]);
  });

  it('names each required common field without a value', () => {
    expect(missingProfileFields(['firstName', 'company', 'postalCode'], { firstName: 'Ann', company: null })).toEqual([
      { path: 'company', message: 'Field is required' },
      { path: 'postalCode', message: 'Field is required' },
    ]);
  });

  it('accepts only paths of the site for e-mailed links', () => {
    expect(sitePathField.parse('/account/complete-registration')).toBe('/account/complete-registration');
    expect(sitePathField.parse('')).toBeNull();
    for (const path of ['//evil.example', 'https://evil.example/x', '/a?b=c', '/\\evil'])
      expect(sitePathField.safeParse(path).success).toBe(false);
  });
});
