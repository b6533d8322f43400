import { z } from 'zod';
import { required } from '../core/validate.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { normaliseEnteredAlias, sectionAliasPattern } from './section-alias.ts';

/** A manual alias or override as typed ("/News/Old/" → "news/old"); blank clears it. */
const enteredAlias = z
  .string()
  .max(500)
  .transform(normaliseEnteredAlias)
  .pipe(
    z
      .string()
      .regex(sectionAliasPattern, 'Use lower-case letters, digits, "-" and "_" in segments separated by "/"')
      .nullable(),
  )
  .nullish();

const fields = {
  name: z.string(required).trim().min(1, requiredMessage).max(200),
  parentId: z.number().int().positive().nullish(),
  manualAlias: enteredAlias,
  aliasOverride: enteredAlias,
  description: z.string().max(20_000).nullish(),
  gamAlias: z.string().trim().max(200).nullish(),
  sequence: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
};

export const createSectionInput = z.object(fields);

/** Fields left out keep their value; null clears a nullable one (and parentId null moves to the top). */
export const updateSectionInput = z.object({
  id: z.number().int().positive(),
  ...fields,
  name: fields.name.optional(),
});

export const deleteSectionInput = z.object({ id: z.number().int().positive() });
