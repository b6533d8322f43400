/** The inputs of the Apparatus and In Quarters editors (metadata.apparatus, metadata.inQuarters). */
export const apparatusKeys = [
  'department',
  'location',
  'kind',
  'manufacturer',
  'model',
  'chassis',
  'year',
  'pumpGpm',
  'tankGallons',
  'foamGallons',
  'aerialFeet',
  'dealer',
  'specs',
] as const;
export type ApparatusKey = (typeof apparatusKeys)[number];

export const inQuartersKeys = [
  'department',
  'station',
  'location',
  'yearBuilt',
  'squareFeet',
  'bays',
  'architect',
  'contractor',
  'apparatusHoused',
  'crew',
  'features',
] as const;
export type InQuartersKey = (typeof inQuartersKeys)[number];

/** Keys whose inputs are whole numbers. */
export const numberKeys = [
  'year',
  'pumpGpm',
  'tankGallons',
  'foamGallons',
  'aerialFeet',
  'yearBuilt',
  'squareFeet',
  'bays',
] as const;
