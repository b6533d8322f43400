import type { Knex } from 'knex';
import { dbNullableNumber, dbNumber, escapeLike } from '../../core/rows.ts';
import { leadFormFields } from '../../shared/lead-forms.ts';
import type { ReportColumn, ReportDefinition, ReportQuery } from '../report-definition.ts';
import { countPerChicagoDay } from '../report-dates.ts';

/** The inquiry form's fields as columns (stored as JSON, so shown but not sortable). */
const submitterColumns: ReportColumn[] = leadFormFields.inquiry.map((field) => ({
  key: field.name,
  label: field.label,
  kind: 'text',
}));

/**
 * Inquiry (RMI, "request more information") form submissions within the range
 * (lead_form_submissions, ADR 0063): the item asked about and its company — the advertiser the
 * lead is for — and what the visitor entered; the chart: inquiries per Chicago day.
 */
export const rmiReport: ReportDefinition = {
  name: 'rmi',
  title: 'RMI (inquiry form submissions)',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'submitted', label: 'Submitted', kind: 'datetime', sortBy: 'submitted' },
    { key: 'contentId', label: 'Item ID', kind: 'number', sortBy: 'contentId' },
    { key: 'item', label: 'Item', kind: 'text', sortBy: 'item' },
    { key: 'itemCompany', label: 'Item company', kind: 'text', sortBy: 'itemCompany' },
    ...submitterColumns,
  ],
  defaultSort: { key: 'submitted', order: 'desc' },
  filters: [
    { key: 'itemCompany', label: 'Item company contains' },
    { key: 'item', label: 'Item contains' },
  ],
  chart: { kind: 'bar', label: 'Inquiries per day' },
  rows: (db, query) =>
    inquiriesIn(db, query).select({
      site: 's.tenant_key',
      submitted: 's.created_at',
      contentId: 's.content_id',
      item: db.raw("coalesce(c.name, '')"),
      itemCompany: db.raw("coalesce(co.name, '')"),
      fields: 's.fields',
    }),
  present: (row) => {
    const fields = submittedFields(row.fields);
    return {
      site: row.site,
      submitted: dbNumber.parse(row.submitted),
      contentId: dbNullableNumber.parse(row.contentId ?? null),
      item: row.item ?? '',
      itemCompany: row.itemCompany ?? '',
      ...Object.fromEntries(submitterColumns.map((column) => [column.key, fields[column.key] ?? ''])),
    };
  },
  chartPoints: (db, query) => countPerChicagoDay(db, inquiriesIn(db, query), 's.created_at'),
};

/** Inquiries of the query's sites and instants with their item and its company, filtered. */
function inquiriesIn(db: Knex, query: ReportQuery) {
  const rows = db('lead_form_submissions as s')
    .leftJoin('content as c', 'c.id', 's.content_id')
    .leftJoin('content as co', 'co.id', 'c.company_id')
    .whereIn('s.tenant_key', query.siteKeys)
    .where('s.form_type', 'inquiry')
    .where('s.created_at', '>=', query.fromMs)
    .where('s.created_at', '<', query.toMs);
  for (const [key, column] of [
    ['itemCompany', 'co.name'],
    ['item', 'c.name'],
  ] as const) {
    const text = query.filters[key];
    if (text) rows.whereRaw(`lower(${column}) like ? escape '\\'`, [`%${escapeLike(text.toLowerCase())}%`]);
  }
  return rows;
}

function submittedFields(stored: unknown): Record<string, string> {
  try {
    const fields: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  } catch {
    return {};
  }
}
