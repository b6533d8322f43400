import type { Knex } from 'knex';
import { trackingCounts } from '../content-engine/tracking-rollups/tracking-counts.ts';

export interface BenchScope {
  tenantKeys: string[];
  from: string;
  to: string;
  now: number;
}

/** The report queries `npm run bench:reports` times, each as a report screen runs it. */
export const benchReports: { name: string; run: (db: Knex, scope: BenchScope) => Promise<unknown> }[] = [
  {
    name: 'rollup: top 50 content by views',
    run: async (db, { tenantKeys, from, to }) => {
      const { source } = await trackingCounts(db, {
        tenantKeys,
        from,
        to,
        types: ['pageView'],
        dimension: 'content',
        granularity: 'total',
      });
      return db
        .from(source.as('c'))
        .select('c.key')
        .sum({ views: 'c.events' })
        .sum({ visits: 'c.sessions' })
        .groupBy('c.key')
        .orderBy('views', 'desc')
        .limit(50);
    },
  },
  {
    name: 'rollup: page views per day',
    run: async (db, { tenantKeys, from, to }) => {
      const { source } = await trackingCounts(db, { tenantKeys, from, to, types: ['pageView'], dimension: 'site' });
      return db.from(source.as('c')).select('c.day').sum({ views: 'c.events' }).groupBy('c.day').orderBy('c.day');
    },
  },
  {
    name: 'rollup: menu link clicks',
    run: async (db, { tenantKeys, from, to }) => {
      const { source } = await trackingCounts(db, {
        tenantKeys,
        from,
        to,
        types: ['menuClick'],
        dimension: 'subject',
        granularity: 'total',
      });
      return db
        .from(source.as('c'))
        .select('c.key')
        .sum({ clicks: 'c.events' })
        .groupBy('c.key')
        .orderBy('clicks', 'desc');
    },
  },
];
