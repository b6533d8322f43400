import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { asSystem, type EngineContext } from '../core/context.ts';
import { failureText, leaseFreeAt, LostLease, startInBackground } from '../core/job-runs.ts';
import { exportFilePath, prepareExportFile, removeExportFile } from './export-files.ts';
import type { ExportJob } from './export-job.ts';
import { exportKindOf } from './export-kinds.ts';
import { exportReader } from './export-reader.ts';
import { findExportJob } from './queries.ts';

/** Rows per database batch: one progress step and one lease renewal. */
export const exportBatchSize = 500;
/** A runner renews its lease with every batch; a job whose lease lapsed is taken over (its process stopped). */
export const exportLeaseMs = 60_000;
/** How long a finished export's file is kept. */
export const exportKeepMs = 7 * 24 * 60 * 60 * 1000;

export interface RunExportOptions {
  batchSize?: number;
  /** Called after each progress step (tests stop a run here to play a stopped server). */
  afterProgress?: (done: number) => void | Promise<void>;
}

/** Claims a queued job, or a running one whose lease lapsed; the claimed attempt, or null. */
async function claim(ctx: EngineContext, job: ExportJob): Promise<number | null> {
  const now = ctx.now();
  const claimed = await ctx
    .db('export_jobs')
    .where({ id: job.id, tenant_key: job.tenantKey, attempt: job.attempt })
    .whereIn('status', ['queued', 'running'])
    .where(leaseFreeAt(now))
    .update({ status: 'running', attempt: job.attempt + 1, progress: 0, lease_until: now + exportLeaseMs });
  return claimed === 1 ? job.attempt + 1 : null;
}

/**
 * Runs (or, after a stop, runs again from the start) one export job as system work of its
 * tenant: the kind's writer streams batches to the file, each batch recording progress and
 * renewing the lease. Resolves when the job is done, failed, or held by another runner.
 */
export async function runExportJob(
  requestCtx: EngineContext,
  { tenantKey, jobId }: { tenantKey: string; jobId: number },
  options: RunExportOptions = {},
): Promise<void> {
  const ctx = asSystem(requestCtx);
  const found = await findExportJob(ctx.db, tenantKey, jobId);
  if (!found) return;
  const attempt = await claim(ctx, found);
  if (attempt === null) return;
  const job = { ...found, attempt, status: 'running' as const };
  const mine = () => ctx.db('export_jobs').where({ id: job.id, attempt, status: 'running' });
  const kind = exportKindOf(job.kind);
  const relative = await prepareExportFile(tenantKey, job.id, attempt, kind.extension(job.params));
  const out = createWriteStream(exportFilePath(relative));
  // A write error surfaces through `finished(out)` below; a run stopped on purpose destroys the stream.
  out.on('error', (error) => ctx.log.debug({ err: error, jobId }, 'export file stream error'));
  try {
    const reading = { ...ctx, db: exportReader(ctx.db) };
    const total = await kind.count(reading, job);
    if ((await mine().update({ total, lease_until: ctx.now() + exportLeaseMs })) !== 1) throw new LostLease();
    await kind.write({
      ctx: reading,
      job,
      out,
      batchSize: options.batchSize ?? exportBatchSize,
      write: async (text) => {
        if (!out.write(text)) await once(out, 'drain');
      },
      progress: async (done) => {
        if ((await mine().update({ progress: done, lease_until: ctx.now() + exportLeaseMs })) !== 1)
          throw new LostLease();
        await options.afterProgress?.(done);
      },
    });
    if (!out.writableEnded) out.end();
    await finished(out);
    const now = ctx.now();
    const size = (await stat(exportFilePath(relative))).size;
    const updated = await mine().update({
      status: 'done',
      progress: total,
      file_path: relative,
      file_name: kind.fileName(job),
      file_size: size,
      lease_until: null,
      finished: now,
      expires: now + exportKeepMs,
    });
    if (updated !== 1) throw new LostLease();
    ctx.log.info({ jobId, tenantKey, kind: job.kind }, 'export done');
  } catch (error) {
    out.destroy();
    if (error instanceof LostLease) return;
    ctx.log.error({ err: error, jobId, tenantKey }, 'export failed');
    await removeExportFile(relative);
    await mine().update({ status: 'failed', error: failureText(error), lease_until: null });
  }
}

/** Starts a run without waiting for it (the admin polls getExportJob); failures are recorded on the job. */
export function startExportRun(ctx: EngineContext, run: { tenantKey: string; jobId: number }) {
  startInBackground(ctx, run, runExportJob, 'export');
}
