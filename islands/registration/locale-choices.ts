import {
  consentKeyOf,
  countryCodes,
  hasRegions,
  regionsByCountry,
  requiresConsent,
} from '../../content-engine/shared/locales.ts';

export interface Choice {
  value: string;
  label: string;
}

const names = (type: 'region' | 'language') => new Intl.DisplayNames(['en'], { type });

/** The countries of the locale field, by English name. */
export function countryChoices(): Choice[] {
  const display = names('region');
  return countryCodes
    .map((code) => ({ value: code, label: display.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** The regions of a country (codes, as the engine stores them); empty for countries without regions. */
export const regionChoices = (countryCode: string): Choice[] =>
  (regionsByCountry[countryCode] ?? []).map((code) => ({ value: code, label: code }));

/** Region is required when the country has regions (spec public §5). */
export const needsRegion = (countryCode: string) => Boolean(countryCode) && hasRegions(countryCode);

/** The consent object the engine expects: keyed CASL for Canada, GDPR elsewhere (spec public §3). */
export const consentFor = (countryCode: string, given: boolean): Record<string, boolean> => ({
  [consentKeyOf(countryCode)]: given,
});

/** Whether the box must be ticked for this country (the EU, the EEA, the UK and Canada). */
export const needsConsent = (countryCode: string) => Boolean(countryCode) && requiresConsent(countryCode);

/** The stored consent of a country read back for the checkbox. */
export const consentGiven = (countryCode: string, consent: Record<string, unknown> | null | undefined) =>
  consent?.[consentKeyOf(countryCode)] === true;
