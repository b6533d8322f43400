import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import { chicagoDay } from '../../shared/chicago-day.ts';
import { contentTypeFilter, joinPlainText, publishedIn, wordCountSql } from '../published-content.ts';
import type { ReportChartPoint, ReportDefinition, ReportQuery } from '../report-definition.ts';

/** Length bands in words: [label, from, up to (exclusive)]. */
const bands = [
  ['Short', 0, 500],
  ['Medium', 500, 1200],
  ['Long', 1200, null],
] as const;
const bandSql = `CASE ${bands
  .filter(([, , to]) => to !== null)
  .map(([label, , to]) => `WHEN ${wordCountSql} < ${to} THEN '${label}'`)
  .join(' ')} ELSE '${bands[bands.length - 1]![0]}' END`;

/**
 * How long what was published in the range is: each item's words and characters of its text
 * (markup stripped), its length band (Short < 500 words ≤ Medium < 1,200 ≤ Long). The chart: the
 * average words of the items published each day.
 */
export const contentLengthReport: ReportDefinition = {
  name: 'content-length',
  title: 'Content length',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'published', label: 'Published', kind: 'datetime', sortBy: 'published' },
    { key: 'words', label: 'Words', kind: 'number', sortBy: 'words' },
    { key: 'characters', label: 'Characters', kind: 'number', sortBy: 'characters' },
    { key: 'band', label: 'Length', kind: 'text', sortBy: 'band' },
  ],
  defaultSort: { key: 'words', order: 'desc' },
  filters: [
    contentTypeFilter,
    { key: 'band', label: 'Length', options: bands.map(([label]) => ({ value: label, label })) },
  ],
  chart: { kind: 'line', label: 'Average words of items published per day' },
  rows: (db, query) =>
    measured(db, query).select({
      site: 'c.tenant_key',
      contentId: 'c.id',
      title: 'c.name',
      type: 'c.type',
      published: 'c.published',
      words: db.raw(wordCountSql),
      characters: db.raw("LENGTH(COALESCE(cs.body, ''))"),
      band: db.raw(bandSql),
    }),
  present: (row) => ({
    ...row,
    contentId: dbNumber.parse(row.contentId),
    published: dbNumber.parse(row.published),
    words: dbNumber.parse(row.words),
    characters: dbNumber.parse(row.characters),
  }),
  chartPoints: (db, query) => averageWordsPerDay(db, query),
};

/** The items published in the range with their plain text (`cs`), narrowed to the length band asked for. */
function measured(db: Knex, query: ReportQuery) {
  const rows = joinPlainText(db, publishedIn(db, query));
  if (query.filters.band) rows.whereRaw(`${bandSql} = ?`, [query.filters.band]);
  return rows;
}

/** Average words per Chicago day of publication, rounded to whole words. */
async function averageWordsPerDay(db: Knex, query: ReportQuery): Promise<ReportChartPoint[]> {
  const items = (await measured(db, query).select({ published: 'c.published', words: db.raw(wordCountSql) })) as {
    published: unknown;
    words: unknown;
  }[];
  const days = new Map<string, { words: number; items: number }>();
  for (const item of items) {
    const day = chicagoDay(dbNumber.parse(item.published));
    const found = days.get(day) ?? { words: 0, items: 0 };
    found.words += dbNumber.parse(item.words);
    found.items += 1;
    days.set(day, found);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, { words, items }]) => ({ day, value: Math.round(words / items) }));
}
