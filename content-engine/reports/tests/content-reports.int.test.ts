import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { range, seedContentReports } from './content-reports-fixture.ts';

const query = /* GraphQL */ `
  query ($input: ReportInput!) {
    getReport(input: $input) {
      sites
      sort {
        key
        order
      }
      rows
      totalCount
      chart {
        points {
          day
          value
        }
      }
    }
  }
`;

interface Report {
  sites: string[];
  sort: { key: string; order: string };
  rows: Record<string, unknown>[];
  totalCount: number;
  chart: { points: { day: string; value: number }[] };
}

let engine: TestEngine;
let ids: Record<string, number> = {};
const tokens = { alphaBeta: '', gammaOnly: '' };

const report = (input: Record<string, unknown>, token = tokens.alphaBeta) =>
  engine.gql<{ getReport: Report }>(query, { input: { ...range, ...input } }, { token, tenantKey: 'alpha' });
const ok = async (input: Record<string, unknown>, token?: string) => {
  const result = await report(input, token);
  expect(result.errors).toBeUndefined();
  return result.data!.getReport;
};
const pick = (rows: Record<string, unknown>[], keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

beforeAll(async () => {
  engine = await createTestEngine();
  ids = await seedContentReports(engine.db);
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

describe('editorial-tracking', () => {
  const keys = ['username', 'created', 'edited', 'published', 'scheduled', 'unpublished', 'items'];

  it('counts each CMS user’s content work within the Chicago days, with publications per day', async () => {
    const result = await ok({ report: 'editorial-tracking' });
    expect(result.sort).toEqual({ key: 'published', order: 'desc' });
    expect(pick(result.rows, keys)).toEqual([
      ['ann', 2, 2, 1, 0, 0, 2],
      ['bob', 0, 0, 1, 1, 1, 3],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('filters by content type and sorts', async () => {
    const webinars = await ok({ report: 'editorial-tracking', filters: { type: 'Webinar' } });
    expect(pick(webinars.rows, keys)).toEqual([
      ['bob', 0, 0, 1, 0, 0, 1],
      ['ann', 1, 0, 0, 0, 0, 1],
    ]);
    expect(webinars.chart.points).toEqual([{ day: '2026-03-11', value: 1 }]);
    const byEdits = await ok({ report: 'editorial-tracking', sort: { key: 'items', order: 'desc' } });
    expect(byEdits.rows.map((r) => r.username)).toEqual(['bob', 'ann']);
  });

  it('covers every site the user may see, never another', async () => {
    const all = await ok({ report: 'editorial-tracking', allSites: true, sort: { key: 'site' } });
    expect(pick(all.rows, ['site', 'username', 'published'])).toEqual([
      ['alpha', 'ann', 1],
      ['alpha', 'bob', 1],
      ['beta', 'cara', 1],
    ]);
    const named = await report({ report: 'editorial-tracking', sites: ['gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
