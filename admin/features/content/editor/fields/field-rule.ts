import type { z } from 'zod';

/** A react-hook-form rule from one of the shared zod field rules: the engine checks the same. */
export const zodRule = (schema: z.ZodType) => ({
  validate: (value: unknown) => {
    const result = schema.safeParse(typeof value === 'string' ? value : value);
    return result.success || (result.error.issues[0]?.message ?? 'Invalid value');
  },
});

/** A whole-number input in a range, blank allowed. */
export const wholeNumberRule = (min: number, max: number, what: string) => ({
  validate: (value: string) => {
    const text = value.trim();
    if (text === '') return true;
    const n = Number(text);
    if (!Number.isInteger(n)) return `${what} must be a whole number`;
    return (n >= min && n <= max) || `${what} must be ${min} to ${max}`;
  },
});
