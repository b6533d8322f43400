import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Puts `error` at a dotted path (`schedules.0.position`) unless an earlier issue already sits there. */
function place(errors: Record<string, unknown>, path: PropertyKey[], error: { type: string; message: string }) {
  const keys = path.length ? path.map(String) : ['root'];
  let node = errors;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  node[last] ??= error;
}

/**
 * A react-hook-form resolver over one of the shared zod schemas, so the form shows the very
 * messages the engine would answer, beside the field each names (nested paths included).
 */
export const zodResolver =
  <T extends FieldValues>(schema: z.ZodType): Resolver<T> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) place(errors, issue.path, { type: issue.code, message: issue.message });
    return { values: {}, errors: errors as FieldErrors<T> };
  };
