import type { z } from 'zod';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { EngineError } from './errors.ts';

/** One bad field of an operation's input: its dotted path ('' for the input as a whole) and what is wrong. */
export interface InputProblem {
  path: string;
  message: string;
}

/** BAD_USER_INPUT naming each bad field: "Invalid input. path: message; …", with the paths as `fields`. */
export function invalidInput(problems: readonly InputProblem[]): EngineError {
  const text = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));
  return new EngineError('BAD_USER_INPUT', `Invalid input. ${text.join('; ')}`, {
    fields: problems.map((p) => p.path),
  });
}

/** BAD_USER_INPUT for one field, for rules a schema cannot check (stored state, other rows). */
export const badInput = (path: string, message: string) => invalidInput([{ path, message }]);

/** Validates operation input; a failure becomes BAD_USER_INPUT naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

/** zod's `error` option of a required field: absent or null reads "Field is required". */
export const required = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage : undefined,
};
