import { z } from 'zod';
import { sanitizeBody } from '../content/writes/sanitize-body.ts';

/*
 * What a company may update of its profile (ADR 0059), as the public form submits it and the
 * editor edits it. Every field is bounded; text is plain (control characters removed), the
 * description is HTML sanitised as content bodies are, links must be http(s).
 */

// Tabs and line breaks stay; other control characters never belong in a profile.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(controls, '').trim())
    .pipe(z.string().max(max, `Must be at most ${max} characters`));

const url = text(500).refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
  error: 'Must be a web address starting with http:// or https://',
});
const email = text(320).refine((value) => value === '' || z.email().safeParse(value).success, {
  error: 'Must be an e-mail address',
});
const phone = text(40).refine((value) => value === '' || /^[+0-9 ()./-]{5,40}$/.test(value), {
  error: 'Use digits, spaces and + ( ) - . / only',
});

export const socialNetworks = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const maxKeyContacts = 10;

const keyContact = z.object({
  name: text(200).pipe(z.string().min(1, 'Field is required')),
  title: text(200).default(''),
  email: email.default(''),
  phone: phone.default(''),
});

/** The description: at most 20,000 characters of sanitised HTML. */
const description = z
  .string()
  .max(40_000, 'Must be at most 20000 characters')
  .transform((html) => sanitizeBody(html.replace(controls, '')).trim())
  .pipe(z.string().max(20_000, 'Must be at most 20000 characters'));

export const companyUpdateFieldsShape = {
  description: description.default(''),
  address1: text(200).default(''),
  address2: text(200).default(''),
  city: text(100).default(''),
  state: text(100).default(''),
  postalCode: text(20).default(''),
  country: text(100).default(''),
  phone: phone.default(''),
  website: url.default(''),
  socialLinks: z
    .object(
      Object.fromEntries(socialNetworks.map((network) => [network, url.default('')])) as Record<
        SocialNetwork,
        z.ZodDefault<typeof url>
      >,
    )
    .default({ facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' }),
  keyContacts: z.array(keyContact).max(maxKeyContacts, `At most ${maxKeyContacts} contacts`).default([]),
  products: text(10_000).default(''),
  news: text(10_000).default(''),
};

export const companyUpdateFields = z.object(companyUpdateFieldsShape);

/** The fields a company submitted (or an editor corrected), without the logo. */
export type CompanyUpdateFields = z.infer<typeof companyUpdateFields>;

export const emptyCompanyUpdateFields = (): CompanyUpdateFields => companyUpdateFields.parse({});
