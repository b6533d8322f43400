import { z } from 'zod';
import { required } from '../core/validate.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { activeMagazineStatus, inactiveMagazineStatus } from './magazine.ts';

/*
 * The fields the magazine forms edit, shared by the publication, issue and section inputs.
 * Messages are what the admin shows beside the field.
 */

/** A required name (spec admin §5): absent, empty or whitespace only reads 'Field is required'. */
export const nameField = z
  .string(required)
  .trim()
  .min(1, { error: requiredMessage, abort: true })
  .max(300, 'At most 300 characters');

export const idField = z.number().int().positive();

/** A required id (a select the form cannot leave empty). */
export const requiredIdField = z.number(required).int().positive();

export const descriptionField = z.string().trim().max(20_000, 'At most 20,000 characters');

/** Lower-case words joined by hyphens ("march-2026"); blank means "from the name". */
export const aliasField = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .refine((alias) => alias === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(alias), {
    error: 'Use lower-case letters, digits and hyphens only',
  });

/** An absolute http(s) address, or blank for none (stored as null). */
export const urlField = z
  .string()
  .trim()
  .max(2000, 'At most 2,000 characters')
  .refine((url) => url === '' || /^https?:\/\/[^\s/?#]+\S*$/i.test(url), {
    error: 'Must be an absolute http(s) URL (https://…)',
  })
  .transform((url) => url || null);

/** ACTIVE shows on the site; INACTIVE keeps it in the admin only. GraphQL sends the enum name. */
export const statusField = z
  .enum(['ACTIVE', 'INACTIVE'], { error: 'Must be ACTIVE or INACTIVE' })
  .transform((name) => (name === 'ACTIVE' ? activeMagazineStatus : inactiveMagazineStatus));

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A mail date as the form's date field sends it ("2026-03-01"); stored at noon UTC of that day,
 * so the day is the same in every American time zone.
 */
export const mailDateField = z
  .string(required)
  .trim()
  .min(1, { error: requiredMessage, abort: true })
  .transform((text, context) => {
    const match = isoDate.exec(text);
    const at = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12) : NaN;
    if (!match || new Date(at).toISOString().slice(0, 10) !== text) {
      context.addIssue({ code: 'custom', message: 'Must be a date (YYYY-MM-DD)' });
      return z.NEVER;
    }
    return at;
  });

/** The day of a stored mail date, as the date field shows it. */
export const mailDateDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** `undefined` fields of an update are left as they were. */
export const definedFields = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
