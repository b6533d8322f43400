import { z } from 'zod';
import { required } from '../core/validate.ts';
import { redirectRecordTarget, sameSitePath } from '../shared/redirect-target.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { normaliseRedirectPath, splitUrl } from './redirect-path.ts';

/**
 * A source as the lookup matches it: "/Old/Page/?a=1" → "/old/page?a=1" (the fragment is
 * dropped; a query makes the redirect apply to that exact query only).
 */
export const normaliseRedirectFrom = (from: string) => {
  const { path, query } = splitUrl(from.trim());
  return `${normaliseRedirectPath(path)}${query ? `?${query.toLowerCase()}` : ''}`;
};

/** Where a relative target points, in the form sources are stored; null for absolute URLs. */
export const localTarget = (to: string) => (to.startsWith('/') ? normaliseRedirectFrom(to) : null);

export const fromField = z
  .string(required)
  .trim()
  .min(1, { error: requiredMessage, abort: true })
  .max(1000)
  .refine((from) => sameSitePath(from) !== null, 'Must be a path starting with / (no scheme or host)')
  .transform(normaliseRedirectFrom)
  .refine((from) => from !== '/', 'Cannot redirect the home page');

export const toField = z
  .string(required)
  .trim()
  .min(1, { error: requiredMessage, abort: true })
  .max(2000)
  // The one redirect-target check: a path of the site (never "/\\evil.example" or "//…"), or another site's absolute http(s) URL.
  .refine((to) => redirectRecordTarget(to) !== null, 'Must be a path starting with / or an absolute http(s) URL');

export const codeField = z.union([z.literal(301), z.literal(302)], { error: 'Must be 301 or 302' });

export const createRedirectInput = z.object({
  from: fromField,
  to: toField,
  code: codeField.nullish().transform((c) => c ?? 301),
});

/** Fields left out keep their value. */
export const updateRedirectInput = z.object({
  id: z.number().int().positive(),
  from: fromField.optional(),
  to: toField.optional(),
  code: codeField.nullish(),
});

export const deleteRedirectInput = z.object({ id: z.number().int().positive() });
