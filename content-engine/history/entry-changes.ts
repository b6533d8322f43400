import { diffFields } from './diff-fields.ts';
import type { FieldChange } from './history-entry.ts';

/** Bookkeeping every entity carries; never a change an editor made. */
const bookkeeping = new Set(['id', 'tenantKey', 'created', 'updated']);
/** Fields whose values are never written to the history, only that they changed. */
const secret = /password|token|secret|hash$/i;
export const hiddenValue = '[hidden]';
const maxText = 500;
const maxJson = 2_000;

const editable = (entity: object | null | undefined) =>
  Object.fromEntries(Object.entries(entity ?? {}).filter(([key]) => !bookkeeping.has(key)));

const isEmpty = (value: unknown) =>
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** Long texts (bodies, grids) are kept to their start: the entry says that they changed, not all of what. */
function clip(value: unknown): unknown {
  if (typeof value === 'string') return value.length > maxText ? `${value.slice(0, maxText)}…` : value;
  if (typeof value !== 'object' || value === null) return value;
  const json = JSON.stringify(value);
  return json.length > maxJson ? `${json.slice(0, maxJson)}…` : value;
}

const hide = (value: unknown) => (value === null ? null : hiddenValue);

function stored(change: FieldChange): FieldChange {
  const last = change.field.split('.').pop() ?? '';
  if (secret.test(last)) return { field: change.field, before: hide(change.before), after: hide(change.after) };
  return { field: change.field, before: clip(change.before), after: clip(change.after) };
}

/**
 * What a history entry stores of a write: for an update the fields that changed, before and
 * after; for a create (no `before`) the stored fields that have a value; for a delete (no
 * `after`) the fields it had. Secret fields show only "[hidden]"; long values are clipped.
 */
export function entryChanges({ before, after }: { before?: object | null; after?: object | null }): FieldChange[] {
  const changes = diffFields(editable(before), editable(after));
  const listed = before && after ? changes : changes.filter((c) => !isEmpty(before ? c.before : c.after));
  return listed.map(stored);
}
