import type { z } from 'zod';
import { EngineError } from './errors.ts';

/** Validates operation input; a failure becomes BAD_USER_INPUT naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new EngineError('BAD_USER_INPUT', `Invalid input. ${problems.join('; ')}`, { fields: result.error.issues.map((i) => i.path.join('.')) });
}
