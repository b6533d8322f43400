import type { AdUnitSettingsReport } from './api/get-ad-unit-settings-report.ts';

type Row = AdUnitSettingsReport['rows'][number];

/** The report's columns, as the table shows them and the CSV names them. */
export const reportColumns: { header: string; value: (row: Row) => string }[] = [
  { header: 'Name', value: (r) => r.unit.name },
  { header: 'Key', value: (r) => r.unit.key },
  { header: 'Type', value: (r) => r.unit.type },
  { header: 'Size', value: (r) => r.unit.size },
  {
    header: 'Size mapping',
    value: (r) => r.unit.sizeMapping.map((m) => `${m.viewport}: ${m.sizes.join(' ') || 'none'}`).join('; '),
  },
  { header: 'Refresh (s)', value: (r) => (r.unit.refreshRate ? String(r.unit.refreshRate) : 'never') },
  { header: 'Section in slot path', value: (r) => (r.unit.useSectionAlias ? 'yes' : 'no') },
  { header: 'Excluded page types', value: (r) => r.unit.excludePageTypes.join(', ') },
  {
    header: 'Placed by',
    value: (r) =>
      r.unit.type === 'layout-block'
        ? r.layoutsUsing.map((l) => `${l.name} (${l.blockCount})`).join('; ') || 'no layout'
        : 'every page',
  },
  { header: 'Layout exclusion flag', value: (r) => r.exclusionFlag ?? '' },
  { header: 'Excluded by layouts', value: (r) => r.layoutsExcluding.map((l) => l.name).join('; ') },
  { header: 'House ads', value: (r) => String(r.houseAdCount) },
  { header: 'Running now', value: (r) => String(r.runningHouseAdCount) },
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * prefixed with ' so a spreadsheet does not run it as a formula.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV (RFC 4180, CRLF line ends), one line per pattern. */
export function reportCsv(rows: readonly Row[]): string {
  const lines = [reportColumns.map((c) => c.header), ...rows.map((row) => reportColumns.map((c) => c.value(row)))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
