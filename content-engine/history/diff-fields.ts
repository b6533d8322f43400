import { isDeepStrictEqual } from 'node:util';
import type { FieldChange } from './history-entry.ts';

type Fields = Readonly<Record<string, unknown>>;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * The fields that differ between two versions of an entity, in the order of `before` then the
 * fields only `after` has. Nested objects are compared field by field ("venue.city"); arrays and
 * other values as wholes. A missing field equals null.
 */
export function diffFields(before: Fields, after: Fields, prefix = ''): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [b = null, a = null] = [before[key], after[key]];
    const field = `${prefix}${key}`;
    if (
      (isPlainObject(b) || isPlainObject(a)) &&
      (isPlainObject(b) || b === null) &&
      (isPlainObject(a) || a === null)
    ) {
      changes.push(...diffFields(b ?? {}, a ?? {}, `${field}.`));
    } else if (!isDeepStrictEqual(b, a)) {
      changes.push({ field, before: b, after: a });
    }
  }
  return changes;
}
