import { countryCodes, regionsByCountry } from '../../content-engine/shared/locales.ts';

export interface Option {
  value: string;
  label: string;
}

/** Countries by their English names. */
export function countryOptions(): Option[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The region codes of a country that has a list (US, CA), else null: the region is then free text. */
export const regionOptions = (countryCode: string): Option[] | null =>
  regionsByCountry[countryCode]?.map((code) => ({ value: code, label: code })) ?? null;
