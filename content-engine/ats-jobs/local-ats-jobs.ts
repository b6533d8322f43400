import type { Knex } from 'knex';
import type { AtsJob } from '../core/ats-jobs.ts';
import { httpsUrl, plainText, timeOf } from './job-fields.ts';

/**
 * The jobs a tenant stored (`ats_jobs`, migration 0031): the embedded default, offline. Open
 * jobs are those posted by `now` and not yet closed; newest first.
 */
export async function listStoredJobs(
  db: Knex,
  { tenantKey, limit, now }: { tenantKey: string; limit: number; now: number },
): Promise<AtsJob[]> {
  const rows: Record<string, unknown>[] = await db('ats_jobs')
    .where({ tenant_key: tenantKey })
    .where('posted_at', '<=', now)
    .where((q) => q.whereNull('closes_at').orWhere('closes_at', '>', now))
    .orderBy([
      { column: 'posted_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'title', 'location', 'department', 'apply_url', 'posted_at');
  return rows.map((row) => ({
    id: String(row.id),
    title: plainText(row.title, 300),
    location: plainText(row.location, 200),
    department: plainText(row.department, 200),
    postedAt: timeOf(Number(row.posted_at)),
    applyUrl: httpsUrl(row.apply_url),
  }));
}
