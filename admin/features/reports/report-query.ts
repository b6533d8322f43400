import { chicagoToday, defaultRange, isRangePreset, presetDays, type RangePreset } from './report-range.ts';

/** A report screen's state, kept in the address bar so a report can be shared and survives reloads. */
export interface ReportScreenQuery {
  range: RangePreset;
  /** Chicago days (yyyy-mm-dd) of a custom range; '' otherwise. */
  from: string;
  to: string;
  /** '' this site, 'all' every site the user may see, else one site's key (cross-site reports). */
  scope: string;
  /** A column key; '' for the report's default sort. */
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  /** The report's own filters, by key (`f.<key>` in the address). */
  filters: Record<string, string>;
}

export const reportPageSize = 50;
const isDay = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');
const filterPrefix = 'f.';

export function readReportQuery(params: URLSearchParams): ReportScreenQuery {
  const range = params.get('range');
  const from = isDay(params.get('from'));
  const to = isDay(params.get('to'));
  const filters: Record<string, string> = {};
  for (const [name, value] of params)
    if (name.startsWith(filterPrefix) && value) filters[name.slice(filterPrefix.length)] = value;
  return {
    // Dates without a preset are a custom range (a shared link from before presets, or typed).
    range: isRangePreset(range) ? range : from && to ? 'custom' : defaultRange,
    from,
    to,
    scope: params.get('sites') ?? '',
    sort: params.get('sort') ?? '',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    filters,
  };
}

export function writeReportQuery(query: ReportScreenQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string, unset = '') => value !== unset && params.set(name, value);
  set('range', query.range, defaultRange);
  if (query.range === 'custom') {
    set('from', query.from);
    set('to', query.to);
  }
  set('sites', query.scope);
  set('sort', query.sort);
  if (query.sort) set('order', query.order);
  set('page', String(query.page), '1');
  for (const [key, value] of Object.entries(query.filters)) set(`${filterPrefix}${key}`, value);
  return params;
}

/** The Chicago days a query covers: its preset's, counted from today, or its custom dates. */
export function queryDays(query: ReportScreenQuery, today = chicagoToday()): { from: string; to: string } {
  if (query.range !== 'custom') return presetDays(query.range, today);
  return { from: query.from || today, to: query.to || query.from || today };
}

/** getReport's input for a query (without paging for the CSV, which has every row). */
export function reportInput(
  report: string,
  query: ReportScreenQuery,
  { paged = true, today }: { paged?: boolean; today?: string } = {},
) {
  return {
    report,
    ...queryDays(query, today),
    ...(query.scope === 'all' ? { allSites: true } : query.scope ? { sites: [query.scope] } : {}),
    ...(query.sort ? { sort: { key: query.sort, order: query.order } } : {}),
    ...(paged ? { skip: (query.page - 1) * reportPageSize, limit: reportPageSize } : {}),
    ...(Object.keys(query.filters).length ? { filters: query.filters } : {}),
  };
}
