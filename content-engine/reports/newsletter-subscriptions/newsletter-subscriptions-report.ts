import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { countPerChicagoDay } from '../report-dates.ts';
import { newsletterTitles } from './newsletter-titles.ts';

/**
 * Opt-ins and opt-outs per newsletter and source (newsletter_subscription_events, written by every
 * path that changes a subscription), and the net change; the chart: opt-ins per Chicago day.
 */
export const newsletterSubscriptionsReport: ReportDefinition = {
  name: 'newsletter-subscriptions',
  title: 'Newsletter subscriptions',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'newsletter', label: 'Newsletter', kind: 'text', sortBy: 'newsletter' },
    { key: 'newsletterId', label: 'Newsletter ID', kind: 'text', sortBy: 'newsletterId' },
    { key: 'source', label: 'Source', kind: 'text', sortBy: 'source' },
    { key: 'optIns', label: 'Opt-ins', kind: 'number', sortBy: 'optIns' },
    { key: 'optOuts', label: 'Opt-outs', kind: 'number', sortBy: 'optOuts' },
    { key: 'net', label: 'Net', kind: 'number', sortBy: 'net' },
  ],
  defaultSort: { key: 'optIns', order: 'desc' },
  filters: [
    { key: 'newsletter', label: 'Newsletter ID' },
    { key: 'source', label: 'Source' },
  ],
  chart: { kind: 'bar', label: 'Opt-ins per day' },
  rows(db, query) {
    const optIn = "case when e.action = 'OptIn' then 1 else 0 end";
    const optOut = "case when e.action = 'OptOut' then 1 else 0 end";
    const grouped = eventsIn(db, query)
      .select({ tenant_key: 'e.tenant_key', newsletter_id: 'e.newsletter_id', source: 'e.source' })
      .select(db.raw(`sum(${optIn}) as opt_ins`), db.raw(`sum(${optOut}) as opt_outs`))
      .groupBy('e.tenant_key', 'e.newsletter_id', 'e.source');
    return db
      .from(grouped.as('g'))
      .leftJoin(newsletterTitles(db, query.siteKeys).as('t'), function () {
        this.on('t.tenant_key', 'g.tenant_key').andOn('t.id', 'g.newsletter_id');
      })
      .select({
        site: 'g.tenant_key',
        newsletter: db.raw('coalesce(t.title, g.newsletter_id)'),
        newsletterId: 'g.newsletter_id',
        source: 'g.source',
        optIns: 'g.opt_ins',
        optOuts: 'g.opt_outs',
        net: db.raw('g.opt_ins - g.opt_outs'),
      });
  },
  present: (row) => ({
    ...row,
    optIns: dbNumber.parse(row.optIns),
    optOuts: dbNumber.parse(row.optOuts),
    net: dbNumber.parse(row.net),
  }),
  chartPoints: (db, query) => countPerChicagoDay(db, eventsIn(db, query).where('e.action', 'OptIn'), 'e.at'),
};

/** The subscription events of the query's sites and instants, filtered. */
function eventsIn(db: Knex, query: ReportQuery) {
  const rows = db('newsletter_subscription_events as e')
    .whereIn('e.tenant_key', query.siteKeys)
    .where('e.at', '>=', query.fromMs)
    .where('e.at', '<', query.toMs);
  if (query.filters.newsletter) rows.where('e.newsletter_id', query.filters.newsletter);
  if (query.filters.source) rows.where('e.source', query.filters.source);
  return rows;
}
