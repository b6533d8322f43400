import { z } from 'zod';
import { optionalInt, optionalText } from './field-rules.ts';

/** The kinds of apparatus a fire-service trade publication showcases. */
export const apparatusKinds = [
  'Engine / Pumper',
  'Aerial Ladder',
  'Tower / Platform',
  'Quint',
  'Rescue',
  'Tanker / Tender',
  'Brush / Wildland',
  'Ambulance',
  'Hazmat',
  'Command',
  'ARFF',
  'Other',
] as const;

/**
 * An Apparatus item: a fire or emergency vehicle delivered to a department (metadata.apparatus).
 * Its photos are the item's primary image and gallery.
 */
export const apparatusSchema = z.object({
  department: optionalText(200),
  /** Where the department is, e.g. "Naperville, IL". */
  location: optionalText(200),
  kind: z.enum(apparatusKinds, { error: 'Choose a kind of apparatus from the list' }).optional(),
  manufacturer: optionalText(200),
  model: optionalText(200),
  chassis: optionalText(200),
  year: optionalInt(1900, 2100, 'Year'),
  pumpGpm: optionalInt(0, 10_000, 'Pump capacity'),
  tankGallons: optionalInt(0, 20_000, 'Water tank'),
  foamGallons: optionalInt(0, 5_000, 'Foam tank'),
  aerialFeet: optionalInt(0, 200, 'Aerial length'),
  dealer: optionalText(200),
  /** Other specifications, one per line ("Seating: 6", "Engine: Cummins X12 500 hp"). */
  specs: optionalText(5_000),
});

/** An In Quarters item: a fire station feature (metadata.inQuarters). Its photos are the item's images. */
export const inQuartersSchema = z.object({
  department: optionalText(200),
  station: optionalText(200),
  /** Where the station is, e.g. "Aurora, CO". */
  location: optionalText(200),
  yearBuilt: optionalInt(1800, 2100, 'Year built'),
  squareFeet: optionalInt(0, 1_000_000, 'Size'),
  bays: optionalInt(0, 50, 'Apparatus bays'),
  architect: optionalText(200),
  contractor: optionalText(200),
  /** The apparatus housed there, one per line. */
  apparatusHoused: optionalText(2_000),
  /** Crew and shifts, one per line ("A shift: Capt. Ana Ruiz, 4 firefighters"). */
  crew: optionalText(2_000),
  /** Design features, one per line. */
  features: optionalText(5_000),
});

export type ApparatusDetails = z.infer<typeof apparatusSchema>;
export type InQuartersDetails = z.infer<typeof inQuartersSchema>;
export type ApparatusInput = z.input<typeof apparatusSchema>;
export type InQuartersInput = z.input<typeof inQuartersSchema>;
