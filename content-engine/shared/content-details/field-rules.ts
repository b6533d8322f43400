import { z } from 'zod';

/*
 * Field rules the editor and the engine share (browser-safe): blank text is allowed and stored as
 * absent; anything else must have the field's shape. The messages are shown beside the field.
 */

export const httpUrlMessage = 'Must be a web address starting with http:// or https://';
export const emailMessage = 'Must be an e-mail address, like name@example.com';
export const phoneMessage = 'Must be a phone number: 7 to 15 digits, with + ( ) - . / spaces and an extension (x123)';

export const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.') || new URL(value).hostname === 'localhost';
  } catch {
    return false;
  }
};

export const isEmail = (value: string): boolean =>
  value.length <= 254 && /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[a-z]{2,}$/i.test(value);

/** Loose on purpose: the world's formats differ. 7 to 15 digits (E.164's limit), usual separators, an optional extension. */
export const isPhone = (value: string): boolean => {
  const match = /^\+?[\d\s().\-/]+?(?:\s*(?:x|ext\.?|extension)\s*(\d{1,6}))?$/i.exec(value);
  if (!match) return false;
  const digits = value.slice(0, value.length - (match[1]?.length ?? 0)).replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Optional text: blank is dropped (undefined). */
export const optionalText = (max: number) =>
  trimmed(max)
    .optional()
    .transform((v) => v || undefined);

const checked = (max: number, test: (value: string) => boolean, message: string) =>
  trimmed(max)
    .refine((v) => v === '' || test(v), message)
    .optional()
    .transform((v) => v || undefined);

export const optionalHttpUrl = checked(2000, isHttpUrl, httpUrlMessage);
export const optionalEmail = checked(254, isEmail, emailMessage);
export const optionalPhone = checked(40, isPhone, phoneMessage);

/** A whole number in a range, optional (the editor sends null for a blank input). */
export const optionalInt = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be ${min} to ${max}`)
    .max(max, `${what} must be ${min} to ${max}`)
    .nullish()
    .transform((v) => v ?? undefined);
