import { z } from 'zod';
import { dbJson, dbNumber } from '../core/rows.ts';

/** Demographic question types (spec public §3). */
export const DemographicType = {
  SINGLE_SELECT: 1,
  MULTI_SELECT: 2,
  TEXT: 3,
  CHECKBOX: 5,
  DATE: 6,
  WHOLE_NUMBER: 7,
  NUMBER: 8,
} as const;

export const demographicTypes: readonly number[] = Object.values(DemographicType);

const valueSchema = z.object({ id: z.number().int(), description: z.string() });

export const demographicRow = z.object({
  id: dbNumber,
  description: z.string(),
  omeda_webform_text: z.string(),
  demographic_type: dbNumber,
  demographic_values: dbJson(z.array(valueSchema)),
});

/** A demographic question of a tenant; answers are keyed `demo_<id>`. */
export interface Demographic {
  id: number;
  description: string;
  omedaWebformText: string;
  demographicType: number;
  /** The choices of select and checkbox questions. */
  demographicValues: { id: number; description: string }[];
}

export const demographicColumns = Object.keys(demographicRow.shape);

export function toDemographic(row: unknown): Demographic {
  const r = demographicRow.parse(row);
  return {
    id: r.id,
    description: r.description,
    omedaWebformText: r.omeda_webform_text,
    demographicType: r.demographic_type,
    demographicValues: r.demographic_values,
  };
}

/** The answer key of a question: `demo_101`. */
export const answerKey = (id: number) => `demo_${id}`;
