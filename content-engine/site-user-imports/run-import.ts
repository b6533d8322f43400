import { asSystem, type EngineContext } from '../core/context.ts';
import { failureText, leaseFreeAt, LostLease, startInBackground } from '../core/job-runs.ts';
import { headerProblems } from '../shared/site-user-import-columns.ts';
import { checkImportRow, columnIndexes, isBlankRow, type ImportRules } from './import-row.ts';
import { readCsvRows, removeImportFile } from './import-files.ts';
import { loadImportRules } from './import-rules.ts';
import { findSiteUserImport } from './queries.ts';
import { doneStatus, runningStatus, type ImportPhase, type SiteUserImport } from './site-user-import.ts';
import { writeChunk, type ChunkRow } from './write-chunk.ts';

/** Rows per chunk: one transaction, one progress step. */
export const importChunkSize = 1000;
/** A runner renews its lease with every chunk; a run whose lease lapsed is taken over (a crash). */
export const importLeaseMs = 60_000;

export interface RunOptions {
  chunkSize?: number;
  /** Called after each committed chunk (tests stop a run here to play a crash). */
  afterChunk?: (chunkIndex: number) => void | Promise<void>;
}

/** Claims a run whose lease is free: false when another runner holds it. */
async function claim(ctx: EngineContext, job: SiteUserImport, phase: ImportPhase): Promise<boolean> {
  const now = ctx.now();
  const claimed = await ctx
    .db('site_user_imports')
    .where({ id: job.id, tenant_key: job.tenantKey, status: runningStatus[phase], phase })
    .where(leaseFreeAt(now))
    .update({ lease_until: now + importLeaseMs, updated: now });
  return claimed === 1;
}

async function commitChunk(
  ctx: EngineContext,
  job: SiteUserImport,
  phase: ImportPhase,
  rows: ChunkRow[],
  rowsDoneBefore: number,
) {
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    const counts = await writeChunk(trx, { tenantKey: job.tenantKey, importId: job.id, phase, rows, now });
    const advanced = await trx('site_user_imports')
      .where({ id: job.id, rows_done: rowsDoneBefore, status: runningStatus[phase] })
      .update({
        rows_done: rowsDoneBefore + rows.length,
        created_count: trx.raw('created_count + ?', [counts.created]),
        existing_count: trx.raw('existing_count + ?', [counts.existing]),
        failed_count: trx.raw('failed_count + ?', [counts.failed]),
        lease_until: now + importLeaseMs,
        updated: now,
      });
    if (advanced !== 1) throw new LostLease();
  });
}

/** Reads the file from the top, skipping the rows already committed, and commits the rest chunk by chunk. */
async function runChunks(
  ctx: EngineContext,
  job: SiteUserImport,
  phase: ImportPhase,
  rules: ImportRules,
  options: RunOptions,
) {
  const chunkSize = options.chunkSize ?? importChunkSize;
  const columns = columnIndexes(job.columns);
  const emailIndex = columns.get('email') ?? 0;
  const firstRowOf = new Map<string, number>();
  let rowsDone = job.rowsDone;
  let seen = 0;
  let chunk: ChunkRow[] = [];
  let chunkIndex = 0;
  const flush = async () => {
    await commitChunk(ctx, job, phase, chunk, rowsDone);
    rowsDone += chunk.length;
    chunk = [];
    await options.afterChunk?.(chunkIndex++);
  };
  for await (const { rowNumber, fields } of readCsvRows(job.storedName)) {
    if (rowNumber === 1 || isBlankRow(fields)) continue;
    seen += 1;
    const email = (fields[emailIndex] ?? '').trim().toLowerCase();
    const first = email ? firstRowOf.get(email) : undefined;
    if (email && first === undefined) firstRowOf.set(email, rowNumber);
    if (seen <= rowsDone) continue;
    const checked =
      first !== undefined
        ? { user: null, problems: [`email: repeats row ${first}`] }
        : checkImportRow(fields, columns, rules);
    chunk.push({ rowNumber, fields, email, ...checked });
    if (chunk.length >= chunkSize) await flush();
  }
  if (chunk.length) await flush();
  return seen;
}

/**
 * Runs (or resumes) the dry run or the import of an uploaded file as system work of its tenant:
 * resumable (each chunk commits with its progress, a restart skips the committed rows) and
 * idempotent (the key is the tenant and the lower-case e-mail: an existing user is skipped).
 * Resolves when the run is done, failed, or held by another runner.
 */
export async function runSiteUserImport(
  requestCtx: EngineContext,
  { tenantKey, importId, phase }: { tenantKey: string; importId: number; phase: ImportPhase },
  options: RunOptions = {},
): Promise<void> {
  const ctx = asSystem(requestCtx);
  const job = await findSiteUserImport(ctx.db, tenantKey, importId);
  if (!job || !(await claim(ctx, job, phase))) return;
  try {
    const problem = headerProblems(job.columns);
    if (problem) throw new Error(problem);
    const rules = await loadImportRules(ctx, tenantKey);
    const total = await runChunks(ctx, job, phase, rules, options);
    await ctx.db('site_user_imports').where({ id: job.id, status: runningStatus[phase] }).update({
      status: doneStatus[phase],
      rows_total: total,
      lease_until: null,
      finished: ctx.now(),
      updated: ctx.now(),
    });
    // The file holds personal data: it goes once the import is done (its bad rows stay in the problems).
    if (phase === 'import') await removeImportFile(job.storedName);
    ctx.log.info({ importId, tenantKey, phase }, 'site user import run done');
  } catch (error) {
    if (error instanceof LostLease) return;
    ctx.log.error({ err: error, importId, tenantKey, phase }, 'site user import run failed');
    await ctx
      .db('site_user_imports')
      .where({ id: job.id, status: runningStatus[phase] })
      .update({
        status: 'failed',
        error: failureText(error),
        lease_until: null,
        updated: ctx.now(),
      });
  }
}

/** Starts a run without waiting for it (the admin polls getSiteUserImport); failures are recorded on the import. */
export function startRun(ctx: EngineContext, run: { tenantKey: string; importId: number; phase: ImportPhase }) {
  startInBackground(ctx, run, runSiteUserImport, 'site user import run');
}
