import { EngineError } from './errors.ts';

/** Whether a database error is a unique-key violation (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** CONFLICT for a value another write took first; `taken` names it, e.g. 'The alias "news"'. */
export const takenConflict = (taken: string) =>
  new EngineError('CONFLICT', `${taken} was taken by another edit at the same moment; choose another or try again.`);

/**
 * Runs a write whose check that a value is free can race with another request taking it: the
 * unique key then refuses the write, and that becomes CONFLICT naming the value instead of an
 * unexpected error. `taken` may be a function when the value is known only once the write ran.
 */
export async function conflictOnUnique<T>(write: () => Promise<T>, taken: string | (() => string)): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw takenConflict(typeof taken === 'string' ? taken : taken());
  }
}
