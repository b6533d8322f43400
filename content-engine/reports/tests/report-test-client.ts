import { expect } from 'vitest';
import { chicagoDayStart } from '../../shared/chicago-day.ts';
import type { TestEngine } from '../../testing/test-engine.ts';

/*
 * getReport over GraphQL for report integration tests: the query, a call that returns the
 * errors, and one that expects none.
 */

const query = /* GraphQL */ `
  query ($input: ReportInput!) {
    getReport(input: $input) {
      report
      sites
      crossSite
      sort {
        key
        order
      }
      filters {
        key
        options {
          value
        }
      }
      columns {
        key
        label
        kind
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

export interface ReportResultData {
  report: string;
  sites: string[];
  crossSite: boolean;
  sort: { key: string; order: string };
  filters: { key: string; options: { value: string }[] | null }[];
  columns: { key: string; label: string; kind: string }[];
  rows: Record<string, unknown>[];
  totalCount: number;
  chart: { points: { day: string; value: number }[] };
}

const hour = 3_600_000;

/** An instant `hours` after the start of a Chicago day. */
export const at = (day: string, hours: number) => chicagoDayStart(day) + hours * hour;

/**
 * getReport for `report` over `from`–`to`, called as `token` on the site `tenantKey`; an input
 * overrides them (`report` names the report when a test asks for several).
 */
export function reportClient(
  engine: () => TestEngine,
  defaults: { report?: string; from: string; to: string; token: () => string; tenantKey: string },
) {
  const call = (input: Record<string, unknown> = {}, token = defaults.token(), tenantKey = defaults.tenantKey) =>
    engine().gql<{ getReport: ReportResultData }>(
      query,
      { input: { report: defaults.report, from: defaults.from, to: defaults.to, ...input } },
      { token, tenantKey },
    );
  const ok = async (input: Record<string, unknown> = {}, token?: string, tenantKey?: string) => {
    const result = await call(input, token, tenantKey);
    expect(result.errors).toBeUndefined();
    return result.data!.getReport;
  };
  return { call, ok };
}
