import { z } from 'zod';
import { newsletterTemplatePayloadSchema } from '../shared/newsletters/template-schema.ts';

/*
 * The inputs of the newsletter operations. Payload documents travel as JSON and are validated by
 * the shared schemas: a bad field is reported by its path (`payload.blocks.0.key`).
 */

export const idField = z.number({ error: 'Field is required' }).int().positive();
export const byIdInput = z.object({ id: idField });
const statusField = z.union([z.literal(0), z.literal(1)], { error: 'Status must be 1 (active) or 0 (inactive)' });
const search = z.string().max(200).nullish();
const skip = z.number().int().min(0).max(1_000_000).nullish();
const limit = z.number().int().min(1).max(100).nullish();
const order = z.enum(['asc', 'desc']).nullish();

export const createTemplateInput = z.object({
  payload: newsletterTemplatePayloadSchema,
  status: statusField.nullish().transform((v) => v ?? 1),
});

export const updateTemplateInput = z.object({
  id: idField,
  /** The revision the editor loaded: refused (CONFLICT) when another write raised it. */
  revision: z.number().int().min(1).nullish(),
  payload: newsletterTemplatePayloadSchema.optional(),
  status: statusField.optional(),
});

export const duplicateTemplateInput = z.object({
  id: idField,
  /** The copy's name; "Copy of …" when left out. */
  name: z.string().trim().min(1, 'Field is required').max(200).nullish(),
});

export const templateListInput = z.object({
  search,
  status: statusField.nullish(),
  sort: z.object({ field: z.enum(['name', 'updated']).nullish(), order }).nullish(),
  skip,
  limit,
});
