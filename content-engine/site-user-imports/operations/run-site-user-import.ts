import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { findImportFor } from '../import-access.ts';
import { findSiteUserImport } from '../queries.ts';
import { startRun } from '../run-import.ts';
import { runningStatus, type ImportPhase, type ImportStatus, type SiteUserImport } from '../site-user-import.ts';

const inputSchema = z.object({ id: z.number(required).int().positive() });

const conflict = (message: string) => new EngineError('CONFLICT', message);

/** Sets a run going from its start (its earlier problems forgotten) and starts it in the background. */
async function begin(ctx: EngineContext, job: SiteUserImport, phase: ImportPhase, from: readonly ImportStatus[]) {
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    const changed = await trx('site_user_imports')
      .where({ id: job.id, tenant_key: job.tenantKey })
      .whereIn('status', from)
      .update({
        status: runningStatus[phase],
        phase,
        rows_done: 0,
        created_count: 0,
        existing_count: 0,
        failed_count: 0,
        error: null,
        lease_until: null,
        updated: now,
        finished: null,
        ...(phase === 'import'
          ? { checked_valid: job.created, checked_existing: job.existing, checked_bad: job.failed }
          : {}),
      });
    if (changed !== 1) throw conflict('The import changed meanwhile; reload it.');
    await trx('site_user_import_problems').where({ import_id: job.id, phase }).delete();
  });
  startRun(ctx, { tenantKey: job.tenantKey, importId: job.id, phase });
  return (await findSiteUserImport(ctx.db, job.tenantKey, job.id))!;
}

/** Checks every row of the file and reports each bad one; writes no user. Again after a dry run: from the start. */
export async function startSiteUserImportDryRun({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(inputSchema, input);
  const job = await findImportFor(ctx, id);
  const from: ImportStatus[] = ['uploaded', 'checked', ...(job.phase === 'dry_run' ? (['failed'] as const) : [])];
  if (!from.includes(job.status)) throw conflict(`A dry run cannot start while the import is ${job.status}.`);
  return begin(ctx, job, 'dry_run', from);
}

/** Imports the checked file: creates the users the dry run found new, skips existing ones, records the bad rows. */
export async function startSiteUserImport({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(inputSchema, input);
  const job = await findImportFor(ctx, id);
  if (job.status !== 'checked') throw conflict('Run the dry run first: the import starts from a checked file.');
  return begin(ctx, job, 'import', ['checked']);
}

/** Continues a failed run after its last committed chunk. */
export async function resumeSiteUserImport({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(inputSchema, input);
  const job = await findImportFor(ctx, id);
  if (job.status !== 'failed') throw conflict(`Only a failed run resumes; this one is ${job.status}.`);
  const changed = await ctx
    .db('site_user_imports')
    .where({ id, status: 'failed' })
    .update({ status: runningStatus[job.phase], error: null, lease_until: null, updated: ctx.now() });
  if (changed !== 1) throw conflict('The import changed meanwhile; reload it.');
  startRun(ctx, { tenantKey: job.tenantKey, importId: id, phase: job.phase });
  return (await findSiteUserImport(ctx.db, job.tenantKey, id))!;
}
