import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';

/**
 * The server's rules of /admin/test-form-api's form. The admin checks the first ones itself; the
 * multiple-of-5 and https rules are the server's only, so a form that passes the browser's checks
 * still gets BAD_USER_INPUT naming its fields.
 */
const input = z.object({
  name: z.string(required).trim().min(1, 'Field is required').max(80, 'At most 80 characters'),
  email: z.email('Enter an e-mail address'),
  quantity: z
    .number(required)
    .int('A whole number')
    .min(1, 'At least 1')
    .max(100, 'At most 100')
    .refine((n) => n % 5 === 0, 'The server accepts multiples of 5 only'),
  website: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || url.startsWith('https://'), 'The server accepts https:// addresses only')
    .nullish(),
});

/** Validates the dev tools' test form and answers what it received; writes nothing (manage_modules). */
export function checkTestForm({ ctx, input: raw }: { ctx: EngineContext; input: unknown }) {
  const values = parseInput(input, raw);
  requirePermission(ctx, ['manage_modules']);
  return {
    name: values.name,
    email: values.email,
    quantity: values.quantity,
    website: values.website || null,
    tenantKey: ctx.tenant?.key ?? null,
    receivedAt: ctx.now(),
  };
}
