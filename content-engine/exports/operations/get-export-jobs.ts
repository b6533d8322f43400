import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput, required } from '../../core/validate.ts';
import { exportPermissionOf, findExportJobFor } from '../export-access.ts';
import { exportKinds } from '../export-job.ts';
import { listExportJobs } from '../queries.ts';
import { startExportRun } from '../run-export.ts';
import { presentExportJob, type PresentedExportJob } from './present-export-job.ts';

const byId = z.object({ id: z.number(required).int().positive() });

/** An export job and its progress (the admin polls it); a job whose runner stopped is run again here. */
export async function getExportJob({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(byId, input);
  const job = await findExportJobFor(ctx, id);
  const stalled =
    (job.status === 'queued' || job.status === 'running') && (job.leaseUntil === null || job.leaseUntil < ctx.now());
  // The claim is atomic: a run started twice (here and by the request that queued it) runs once.
  if (stalled) startExportRun(ctx, { tenantKey: job.tenantKey, jobId: id });
  return presentExportJob(ctx, job);
}

const listSchema = z
  .object({ kinds: z.array(z.enum(exportKinds)).max(exportKinds.length).nullish(), pagination: paginationInput(100) })
  .nullish();

/** The site's export jobs, newest first (20 per page by default), of the kinds asked for. */
export async function getExportJobs({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<PresentedExportJob>> {
  const values = parseInput(listSchema, input);
  // Every kind asked for (every kind when none is) needs its own permission: a print exporter never lists tenant bundles.
  const kinds = values?.kinds?.length ? values.kinds : exportKinds.filter((kind) => kind !== 'tenant_bundle');
  for (const permission of new Set(kinds.map(exportPermissionOf))) requirePermission(ctx, [permission]);
  const { limit, skip } = pageOf(values?.pagination, 20);
  const { jobs, totalCount } = await listExportJobs(ctx.db, tenantKeyOf(ctx), {
    kinds,
    limit,
    skip,
  });
  return toConnection(await Promise.all(jobs.map((job) => presentExportJob(ctx, job))), { skip, totalCount });
}
