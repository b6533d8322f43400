import { z } from 'zod';
import { required } from '../core/validate.ts';
import { ContentStatus } from '../shared/enums.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';

/**
 * A required name (spec admin §5): absent, empty or whitespace only reads 'Field is required'.
 * 99 characters at most, so "First Last" fits the 200 of the full name.
 */
const nameField = z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(99);
const textField = (max: number) => z.string().trim().max(max);
const idField = z.number().int().positive();

const emailField = z.union([z.literal(''), z.email('Must be an e-mail address')]);
/** Lower-case words joined by hyphens ("jane-doe"); blank clears it. */
const aliasField = z
  .string()
  .trim()
  .max(300)
  .refine((alias) => alias === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(alias), {
    error: 'Use lower-case letters, digits and hyphens only',
  })
  .transform((alias) => alias || null);

/** A person is published or a draft; deleting is its own operation. GraphQL sends the enum name. */
const statusField = z.union(
  [
    z.enum(['PUBLISHED', 'DRAFT']).transform((name) => ContentStatus[name]),
    z.literal(ContentStatus.PUBLISHED),
    z.literal(ContentStatus.DRAFT),
  ],
  { error: 'Must be PUBLISHED or DRAFT' },
);

/** The fields a person form edits (spec admin §3 "Person"); the full name is derived from the two names. */
const personFields = {
  firstName: nameField,
  /** Blank for a one-word name ("Reuters", "Staff"): the author picker's "new author" sends a name only. */
  lastName: textField(99),
  title: textField(200),
  email: textField(320).toLowerCase().pipe(emailField),
  bio: textField(20_000),
  alias: aliasField,
  /** An asset of the request's tenant; null for none. */
  imageId: idField.nullable(),
  status: statusField,
};

const f = personFields;

export const createPersonInput = z.object({
  firstName: f.firstName,
  lastName: f.lastName.nullish().transform((v) => v ?? ''),
  title: f.title.nullish().transform((v) => v ?? ''),
  email: f.email.nullish().transform((v) => v ?? ''),
  bio: f.bio.nullish().transform((v) => v ?? ''),
  alias: f.alias.nullish().transform((v) => v ?? null),
  imageId: f.imageId.optional().transform((v) => v ?? null),
  status: f.status.nullish().transform((v) => v ?? ContentStatus.PUBLISHED),
});

/** Fields left out keep their value; `imageId: null` and a blank alias clear them. */
export const updatePersonInput = z.object({
  id: idField,
  firstName: f.firstName.optional(),
  lastName: f.lastName.optional(),
  title: f.title.optional(),
  email: f.email.optional(),
  bio: f.bio.optional(),
  alias: f.alias.optional(),
  imageId: f.imageId.optional(),
  status: f.status.optional(),
});

export const deletePersonInput = z.object({ id: idField });

export const fullNameOf = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  lastName ? `${firstName} ${lastName}` : firstName;
