import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { findIssueRecords, findIssueYears } from '../admin-queries.ts';
import { issuePermission } from '../magazine-access.ts';
import { issueListInput } from '../magazine-input.ts';
import type { IssueRecord } from '../magazine-records.ts';

/**
 * The admin's issues list: every status, searched by issue or publication name, filtered by
 * publication, status and mail year, newest mail date first unless told (25 a page); with the
 * years issues were mailed in, for the year filter.
 */
export async function getMagazineIssueList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<IssueRecord> & { years: number[] }> {
  const { sort, pagination, ...filter } = parseInput(issueListInput, input);
  requirePermission(ctx, [issuePermission]);
  const tenantKey = tenantKeyOf(ctx);
  const { limit, skip } = pageOf(pagination, 25);
  const [{ nodes, totalCount }, years] = await Promise.all([
    findIssueRecords(ctx.db, tenantKey, filter, {
      limit,
      skip,
      sort: { field: sort?.field ?? 'mailDate', order: sort?.order ?? 'desc' },
    }),
    findIssueYears(ctx.db, tenantKey),
  ]);
  return { ...toConnection(nodes, { skip, totalCount }), years };
}
