import { describe, expect, it } from 'vitest';
import {
  consentFor,
  consentGiven,
  countryChoices,
  needsConsent,
  needsRegion,
  regionChoices,
} from './locale-choices.ts';

describe('locale choices', () => {
  it('list every country once, by English name', () => {
    const countries = countryChoices();
    expect(countries.find((c) => c.value === 'DE')?.label).toBe('Germany');
    expect(new Set(countries.map((c) => c.value)).size).toBe(countries.length);
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('ask for a region only where the country has regions', () => {
    expect(needsRegion('US')).toBe(true);
    expect(needsRegion('CA')).toBe(true);
    expect(needsRegion('DE')).toBe(false);
    expect(needsRegion('')).toBe(false);
    expect(regionChoices('CA').map((r) => r.value)).toContain('ON');
    expect(regionChoices('DE')).toEqual([]);
  });

  it('key the consent CASL for Canada and GDPR elsewhere, required in the EU, the UK and Canada', () => {
    expect(consentFor('CA', true)).toEqual({ CASL: true });
    expect(consentFor('US', false)).toEqual({ GDPR: false });
    expect(needsConsent('DE')).toBe(true);
    expect(needsConsent('CA')).toBe(true);
    expect(needsConsent('US')).toBe(false);
    expect(consentGiven('CA', { CASL: true })).toBe(true);
    expect(consentGiven('DE', { CASL: true })).toBe(false);
  });
});
