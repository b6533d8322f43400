/*
 * Countries and regions of the registration and profile forms (spec public §5: a region is
 * required when the country has regions; the consent is keyed CASL for Canada, else GDPR).
 * Browser-safe: the islands' locale field and the engine's validation read the same lists.
 */

/** ISO 3166-1 alpha-2 codes. */
export const countryCodes: readonly string[] = Object.freeze(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
  CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO
  JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR
  MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO
  RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV
  TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/),
);

/** Region codes (USPS states, districts and territories; Canadian provinces and territories) by country. */
export const regionsByCountry: Readonly<Record<string, readonly string[]>> = Object.freeze({
  US: `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK
    OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP`.split(/\s+/),
  CA: 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '),
});

/** Countries whose law requires an explicit consent: the EU and EEA, the United Kingdom (GDPR) and Canada (CASL). */
const complianceCountries = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO GB CA'.split(' '),
);

export const isCountryCode = (code: string) => countryCodes.includes(code);

export const hasRegions = (countryCode: string) => countryCode in regionsByCountry;

export const isRegionOf = (countryCode: string, region: string) =>
  regionsByCountry[countryCode]?.includes(region) ?? false;

/** The key of the consent object for a country: CASL for Canada, GDPR elsewhere. */
export const consentKeyOf = (countryCode: string): 'CASL' | 'GDPR' => (countryCode === 'CA' ? 'CASL' : 'GDPR');

/** Whether the consent box must be ticked for this country. */
export const requiresConsent = (countryCode: string) => complianceCountries.has(countryCode);
