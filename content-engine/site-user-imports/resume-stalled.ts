import { systemContext } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { leaseFreeAt, resumeNowAndAfterLease } from '../core/job-runs.ts';
import { importLeaseMs, startRun } from './run-import.ts';
import { runningStatus, type ImportPhase } from './site-user-import.ts';

/**
 * At a server's start: resumes every run left running by a process that stopped, once its lease
 * has lapsed (now, or a lease later for a lease the dead process had just renewed). The admin's
 * poll does the same for a run someone watches (getSiteUserImport).
 */
export async function resumeStalledSiteUserImports(engine: Engine): Promise<() => void> {
  const ctx = systemContext(engine);
  const resume = async () => {
    const rows: { id: number | string; tenant_key: string; phase: ImportPhase }[] = await engine
      .db('site_user_imports')
      .where((q) =>
        q
          .where({ status: runningStatus.dry_run, phase: 'dry_run' })
          .orWhere((p) => p.where({ status: runningStatus.import, phase: 'import' })),
      )
      .where(leaseFreeAt(engine.now()))
      .select('id', 'tenant_key', 'phase');
    for (const row of rows) startRun(ctx, { tenantKey: row.tenant_key, importId: Number(row.id), phase: row.phase });
  };
  return resumeNowAndAfterLease(engine, { resume, leaseMs: importLeaseMs, what: 'site user imports' });
}
