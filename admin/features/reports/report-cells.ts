import { formatCount, formatDateTime } from '../../shared/ui/format.ts';

/** A report cell as the table (and its reader) shows it, by the column's kind. */
export function formatReportCell(kind: string, value: unknown, siteNames: Map<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? formatCount(value) : String(value);
    case 'datetime':
      return formatDateTime(Number(value));
    case 'site':
      return siteNames.get(String(value)) ?? String(value);
    default:
      return String(value);
  }
}
