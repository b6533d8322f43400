import { z } from 'zod';

/*
 * Field builders of the JSON documents the admin edits (site settings, newsletter templates and
 * ads): the spec's 'Field is required' message, trimmed texts with defaults, hex colours, links.
 */

export const requiredMessage = 'Field is required';

export const required = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage : undefined,
};
export const text = (max: number, value = '') => z.string().trim().max(max).default(value);
export const flag = (value = false) => z.boolean().default(value);
export const requiredText = (max: number) => z.string(required).trim().min(1, requiredMessage).max(max);

/** '' or a path/URL of an uploaded file (logos, images). */
export const src = text(2000);
/** '' or an absolute http(s) URL, or a site path. */
export const link = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(|\/.*|https?:\/\/\S+)$/, 'Must be a URL (https://…) or a path starting with /')
  .default('');
/** '' or a hex colour (the admin's swatches are hex). */
export const color = (value = '') =>
  z
    .string()
    .trim()
    .regex(/^(|#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}))$/, 'Must be a hex colour such as #1a2b3c')
    .default(value);
export const email = z.union([z.literal(''), z.email('Must be an e-mail address')]).default('');
export const int = (min: number, max: number, value: number, message?: string) =>
  z.number().int().min(min, message).max(max, message).default(value);
export const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);
/** A settings group: missing groups parse as {} so every field takes its default. */
export const group = <T extends z.ZodRawShape>(shape: T) => {
  const schema = z.object(shape);
  return schema.prefault({} as z.input<typeof schema>);
};
