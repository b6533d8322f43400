import { z } from 'zod';
import { paginationInput } from '../core/stream.ts';
import { activeMagazineStatus } from './magazine.ts';
import {
  aliasField,
  descriptionField,
  idField,
  mailDateField,
  nameField,
  requiredIdField,
  statusField,
  urlField,
} from './magazine-fields.ts';

/*
 * The inputs of the magazine writes and admin lists. Creates default what is left out; updates
 * keep it (a blank alias on update means "from the name" again, null clears an image or URL).
 */

const orBlank = <T extends z.ZodType>(field: T) => field.nullish().transform((v) => v ?? '');
const orNull = <T extends z.ZodType>(field: T) => field.nullish().transform((v) => v ?? null);
const nullableUrl = urlField.nullable().optional();
const statusOrActive = statusField.nullish().transform((v) => v ?? activeMagazineStatus);

export const createPublicationInput = z.object({
  name: nameField,
  alias: orBlank(aliasField),
  description: orBlank(descriptionField),
  logoId: orNull(idField),
  subscribeUrl: orNull(urlField),
  status: statusOrActive,
});

export const updatePublicationInput = z.object({
  id: idField,
  name: nameField.optional(),
  alias: aliasField.optional(),
  description: descriptionField.optional(),
  logoId: idField.nullable().optional(),
  subscribeUrl: nullableUrl,
  status: statusField.optional(),
});

export const createIssueInput = z.object({
  publicationId: requiredIdField,
  name: nameField,
  alias: orBlank(aliasField),
  description: orBlank(descriptionField),
  coverImageId: orNull(idField),
  mailDate: mailDateField,
  digitalEditionUrl: orNull(urlField),
  status: statusOrActive,
});

export const updateIssueInput = z.object({
  id: idField,
  publicationId: idField.optional(),
  name: nameField.optional(),
  alias: aliasField.optional(),
  description: descriptionField.optional(),
  coverImageId: idField.nullable().optional(),
  mailDate: mailDateField.optional(),
  digitalEditionUrl: nullableUrl,
  status: statusField.optional(),
});

const sequenceField = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(9999, 'At most 9999');

export const createSectionInput = z.object({
  publicationId: requiredIdField,
  name: nameField,
  /** Left out: after the publication's last section. */
  sequence: sequenceField.nullish(),
});

/** A section stays in its publication: the issues' items placed in it belong there. */
export const updateSectionInput = z.object({
  id: idField,
  name: nameField.optional(),
  sequence: sequenceField.optional(),
});

export const byIdInput = z.object({ id: idField });

const sortInput = <F extends z.ZodType>(field: F) =>
  z.object({ field: field.nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish();
const statusFilter = statusField.nullish();

export const publicationListInput = z.object({
  search: z.string().max(200).nullish(),
  status: statusFilter,
  sort: sortInput(z.enum(['name', 'updated'])),
  pagination: paginationInput(100),
});

export const issueListInput = z.object({
  search: z.string().max(200).nullish(),
  publicationId: idField.nullish(),
  status: statusFilter,
  year: z.number().int().min(1900).max(2200).nullish(),
  sort: sortInput(z.enum(['mailDate', 'name', 'updated'])),
  pagination: paginationInput(100),
});

export const sectionListInput = z.object({
  search: z.string().max(200).nullish(),
  publicationId: idField.nullish(),
  sort: sortInput(z.enum(['sequence', 'name'])),
  pagination: paginationInput(100),
});

export const forSelectInput = z.object({ publicationId: idField });
