import { z } from 'zod';
import { required } from '../core/validate.ts';
import { taxonomyTypes } from '../shared/enums.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';

const nameField = z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(300);
const idField = z.number().int().positive();

export const createTaxonomyInput = z.object({
  type: z.enum(taxonomyTypes, {
    error: (issue) => (issue.input == null ? requiredMessage : `Must be one of ${taxonomyTypes.join(', ')}`),
  }),
  name: nameField,
  /** Null or absent: a top-level term. */
  parentId: idField.nullish(),
});

/** Fields left out keep their value; `parentId: null` makes the term top-level. */
export const updateTaxonomyInput = z.object({ id: idField, name: nameField.optional(), parentId: idField.nullish() });

export const deleteTaxonomyInput = z.object({ id: idField });
