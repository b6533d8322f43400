import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput, required } from '../../core/validate.ts';
import { findImportFor, importPermission } from '../import-access.ts';
import { listImportProblems, listSiteUserImports, type ImportProblem } from '../queries.ts';
import { startRun } from '../run-import.ts';
import { runningStatus, type SiteUserImport } from '../site-user-import.ts';

const byId = z.object({ id: z.number(required).int().positive() });

/**
 * An import and its progress (the admin polls it). A run whose runner stopped renewing its lease
 * (the process died) is resumed here, after its last committed chunk.
 */
export async function getSiteUserImport({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(byId, input);
  const job = await findImportFor(ctx, id);
  const running = job.status === runningStatus[job.phase];
  if (running && (job.leaseUntil === null || job.leaseUntil < ctx.now()))
    startRun(ctx, { tenantKey: job.tenantKey, importId: id, phase: job.phase });
  return job;
}

const streamSchema = z.object({ pagination: paginationInput(100) }).nullish();

/** The site's imports, newest first (10 per page by default). */
export async function getSiteUserImportStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<SiteUserImport>> {
  const values = parseInput(streamSchema, input);
  requirePermission(ctx, [importPermission]);
  const { limit, skip } = pageOf(values?.pagination, 10);
  const { imports, totalCount } = await listSiteUserImports(ctx.db, tenantKeyOf(ctx), { limit, skip });
  return toConnection(imports, { skip, totalCount });
}

const problemsSchema = z.object({
  id: z.number(required).int().positive(),
  phase: z.enum(['dry_run', 'import']).nullish(),
  pagination: paginationInput(1000),
});

/** A run's bad rows by row number (the current phase's unless told), 100 per page by default, at most 1000. */
export async function getSiteUserImportProblems({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<ImportProblem>> {
  const { id, phase, pagination } = parseInput(problemsSchema, input);
  const job = await findImportFor(ctx, id);
  const { limit, skip } = pageOf(pagination, 100);
  const { problems, totalCount } = await listImportProblems(ctx.db, {
    importId: id,
    phase: phase ?? job.phase,
    limit,
    skip,
  });
  return toConnection(problems, { skip, totalCount });
}
