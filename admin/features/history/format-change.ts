import { format } from 'date-fns';
import type { HistoryChange } from './api/get-history.ts';

export { formatCount } from '../../shared/ui/format.ts';

/** When an entry was written: "Mar 2, 2026 9:30:05 AM". */
export const formatWhen = (epochMs: number) => format(new Date(epochMs), 'MMM d, yyyy h:mm:ss a');

/** Fields holding epoch-millisecond dates: shown as dates. */
const dateField = /(^|\.)(published|expires|startDate|endDate|at)$/;

/** A value as the history table shows it: '—' for none, dates formatted, lists and documents as JSON. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && dateField.test(field)) return formatWhen(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** One change in a line: "name: Old → New"; a create shows the value set, a delete the value removed. */
export function describeChange(change: HistoryChange, action: string): string {
  if (action === 'create') return `${change.field}: ${formatValue(change.field, change.after)}`;
  if (action === 'delete' && change.after === null)
    return `${change.field}: ${formatValue(change.field, change.before)}`;
  return `${change.field}: ${formatValue(change.field, change.before)} → ${formatValue(change.field, change.after)}`;
}
