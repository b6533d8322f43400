import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { invalidInput, parseInput } from '../../core/validate.ts';
import { exportPermissionOf } from '../export-access.ts';
import { exportKinds, type ExportJob } from '../export-job.ts';
import { exportKindOf } from '../export-kinds.ts';
import { pruneExpiredExports } from '../prune-expired.ts';
import { findExportJob, insertExportJob } from '../queries.ts';
import { startExportRun } from '../run-export.ts';
import { presentExportJob } from './present-export-job.ts';

const inputSchema = z.object({ kind: z.enum(exportKinds), params: z.record(z.string(), z.unknown()).nullish() });

/**
 * Queues an export of the request's site and starts it in the background (the admin polls
 * getExportJob). The kind checks its parameters against what the user may see (a cross-site
 * export's sites: naming one the user may not see is FORBIDDEN) and stores them resolved.
 */
export async function startExport({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { kind, params } = parseInput(inputSchema, input);
  const editor = requirePermission(ctx, [exportPermissionOf(kind)]);
  const tenantKey = tenantKeyOf(ctx);
  const definition = exportKindOf(kind);
  const parsed = definition.params.safeParse(params ?? {});
  if (!parsed.success)
    throw invalidInput(
      parsed.error.issues.map((issue) => ({ path: ['params', ...issue.path].join('.'), message: issue.message })),
    );
  const stored = await definition.prepare(ctx, parsed.data);
  const id = await insertExportJob(ctx.db, {
    tenantKey,
    kind,
    params: stored,
    cmsUserId: editor.id,
    createdBy: editor.username,
    now: ctx.now(),
  });
  startExportRun(ctx, { tenantKey, jobId: id });
  // Housekeeping rides on a start: files past their keeping time go (a server's start does the same).
  void pruneExpiredExports(ctx.db, ctx.now()).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'pruning expired exports failed'),
  );
  return presentExportJob(ctx, (await findExportJob(ctx.db, tenantKey, id)) as ExportJob);
}
