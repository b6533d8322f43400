import { systemContext } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { leaseFreeAt, resumeNowAndAfterLease } from '../core/job-runs.ts';
import { pruneExpiredExports } from './prune-expired.ts';
import { exportLeaseMs, startExportRun } from './run-export.ts';

/**
 * At a server's start: runs every export left queued or running by a process that stopped, once
 * its lease has lapsed (now, or a lease later for one the dead process had just renewed), and
 * removes expired files. The admin's poll does the same for a job someone watches (getExportJob).
 */
export async function resumeStalledExports(engine: Engine): Promise<() => void> {
  const ctx = systemContext(engine);
  const resume = async () => {
    const rows: { id: number | string; tenant_key: string }[] = await engine
      .db('export_jobs')
      .whereIn('status', ['queued', 'running'])
      .where(leaseFreeAt(engine.now()))
      .select('id', 'tenant_key');
    for (const row of rows) startExportRun(ctx, { tenantKey: row.tenant_key, jobId: Number(row.id) });
    await pruneExpiredExports(engine.db, engine.now());
  };
  return resumeNowAndAfterLease(engine, { resume, leaseMs: exportLeaseMs, what: 'exports' });
}
