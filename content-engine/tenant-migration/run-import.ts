import { asSystem, type EngineContext } from '../core/context.ts';
import { emitChange } from '../core/events.ts';
import { failureText, leaseFreeAt, LostLease, startInBackground } from '../core/job-runs.ts';
import { jobPriority } from '../core/build-jobs.ts';
import { toJson } from '../core/rows.ts';
import { indexContentSearch } from '../search/index-queries.ts';
import { assetFileStore } from './asset-file-store.ts';
import { sourceIdentity, tableEntry } from './bundle-format.ts';
import { bundleFilePath } from './bundle-files.ts';
import { entryLines, openBundle, type OpenBundle } from './bundle-reader.ts';
import { bundleTables, type BundleTable } from './bundle-tables.ts';
import { createIdMap, type IdMap, type MapScope } from './id-map.ts';
import { importChunk, type ChunkCounts } from './import-chunk.ts';
import type { MigrationImport } from './migration-import.ts';
import { findMigrationImport } from './queries.ts';
import type { Row } from './table-rows.ts';
import { bundleRow } from './validate-bundle.ts';

/** Bundle rows per chunk: one transaction, one progress step. */
export const migrationChunkSize = 200;
/** A runner renews its lease with every chunk; a run whose lease lapsed is taken over (its process stopped). */
export const migrationLeaseMs = 60_000;

export interface RunMigrationOptions {
  chunkSize?: number;
  /** Called after each committed chunk (tests stop a run here to play a stopped server). */
  afterChunk?: (table: string, rowsDone: number) => void | Promise<void>;
}

async function claim(ctx: EngineContext, job: MigrationImport): Promise<number | null> {
  const now = ctx.now();
  const claimed = await ctx
    .db('tenant_migration_imports')
    .where({ id: job.id, tenant_key: job.tenantKey, attempt: job.attempt, status: 'running' })
    .where(leaseFreeAt(now))
    .update({ attempt: job.attempt + 1, lease_until: now + migrationLeaseMs, updated: now });
  return claimed === 1 ? job.attempt + 1 : null;
}

interface Run {
  ctx: EngineContext;
  job: MigrationImport;
  attempt: number;
  bundle: OpenBundle;
  scope: MapScope;
  ids: IdMap;
  progress: Record<string, number>;
  counts: Record<string, ChunkCounts>;
  storeAssetFile: (row: Row) => Promise<Row | null>;
  options: RunMigrationOptions;
}

const add = (a: ChunkCounts | undefined, b: ChunkCounts): ChunkCounts => ({
  created: (a?.created ?? 0) + b.created,
  adopted: (a?.adopted ?? 0) + b.adopted,
  skipped: (a?.skipped ?? 0) + b.skipped,
});

async function commit(run: Run, table: BundleTable, rows: Row[]) {
  const { ctx, job, attempt } = run;
  const now = ctx.now();
  const { counts, added } = await ctx.db.transaction(async (trx) => {
    const written = await importChunk({
      trx,
      scope: run.scope,
      table,
      rows,
      ids: run.ids,
      now,
      storeAssetFile: run.storeAssetFile,
    });
    const progress = { ...run.progress, [table.name]: (run.progress[table.name] ?? 0) + rows.length };
    const totals = { ...run.counts, [table.name]: add(run.counts[table.name], written.counts) };
    const advanced = await trx('tenant_migration_imports')
      .where({ id: job.id, attempt, status: 'running' })
      .update({
        progress: toJson(progress),
        counts: toJson(totals),
        lease_until: now + migrationLeaseMs,
        updated: now,
      });
    if (advanced !== 1) throw new LostLease();
    return written;
  });
  run.ids.merge(table.name, added);
  run.progress[table.name] = (run.progress[table.name] ?? 0) + rows.length;
  run.counts[table.name] = add(run.counts[table.name], counts);
  await run.options.afterChunk?.(table.name, run.progress[table.name]!);
}

/** Reads a table's entry from the top, skipping the rows already committed, and commits the rest chunk by chunk. */
async function importTable(run: Run, table: BundleTable) {
  const total = run.job.manifest.counts[table.name] ?? 0;
  const done = run.progress[table.name] ?? 0;
  if (done >= total) return;
  const chunkSize = run.options.chunkSize ?? migrationChunkSize;
  const stream = await run.bundle.read(run.bundle.entries.get(tableEntry(table.name))!);
  let seen = 0;
  let chunk: Row[] = [];
  try {
    for await (const line of entryLines(stream)) {
      if (!line.trim()) continue;
      seen += 1;
      if (seen <= done) continue;
      chunk.push(bundleRow.parse(JSON.parse(line)) as Row);
      if (chunk.length >= chunkSize) {
        await commit(run, table, chunk);
        chunk = [];
      }
    }
    if (chunk.length) await commit(run, table, chunk);
  } finally {
    stream.destroy();
  }
}

/** What follows a finished import: the target's caches drop, its search index and site are rebuilt. */
async function afterImport(ctx: EngineContext, targetTenantKey: string, reason: string) {
  emitChange(ctx, targetTenantKey, 'tenant', []);
  await indexContentSearch(ctx.db, { tenantKey: targetTenantKey });
  await ctx.buildJobs.enqueue({ tenantKey: targetTenantKey, kind: 'full', priority: jobPriority.manualFull, reason });
}

/**
 * Runs (or resumes) the import of an uploaded bundle into its target tenant as system work
 * (ADR 0087): table by table in the bundle's order, chunk by chunk, each chunk committing its
 * rows, their id mappings and the progress together. A restart skips the committed rows; rows
 * already mapped (a second import of the same bundle) are skipped. Resolves when the import is
 * done, failed, or held by another runner.
 */
export async function runTenantMigrationImport(
  requestCtx: EngineContext,
  { tenantKey, importId }: { tenantKey: string; importId: number },
  options: RunMigrationOptions = {},
): Promise<void> {
  const ctx = asSystem(requestCtx);
  const job = await findMigrationImport(ctx.db, tenantKey, importId);
  if (!job?.targetTenantKey) return;
  const attempt = await claim(ctx, job);
  if (attempt === null) return;
  const target = job.targetTenantKey;
  const mine = () => ctx.db('tenant_migration_imports').where({ id: job.id, attempt, status: 'running' });
  let bundle: OpenBundle | null = null;
  try {
    bundle = await openBundle(bundleFilePath(job.storedName));
    const scope = { targetTenantKey: target, source: sourceIdentity(job.manifest) };
    const run: Run = {
      ctx,
      job,
      attempt,
      bundle,
      scope,
      ids: createIdMap(scope),
      progress: { ...job.progress },
      counts: { ...job.counts },
      storeAssetFile: assetFileStore({ bundle, manifest: job.manifest, tenantKey: target, now: ctx.now() }),
      options,
    };
    for (const table of bundleTables) await importTable(run, table);
    if ((await mine().update({ status: 'done', lease_until: null, finished: ctx.now(), updated: ctx.now() })) !== 1)
      throw new LostLease();
    await afterImport(ctx, target, `tenant migration ${job.id} from ${job.manifest.source.tenantKey}`);
    ctx.log.info({ importId, target }, 'tenant migration import done');
  } catch (error) {
    if (error instanceof LostLease) return;
    ctx.log.error({ err: error, importId, target }, 'tenant migration import failed');
    await mine().update({
      status: 'failed',
      error: failureText(error),
      lease_until: null,
      updated: ctx.now(),
    });
  } finally {
    bundle?.close();
  }
}

/** Starts a run without waiting for it (the admin polls getTenantMigrationImport); failures are recorded on the import. */
export function startMigrationRun(ctx: EngineContext, run: { tenantKey: string; importId: number }) {
  startInBackground(ctx, run, runTenantMigrationImport, 'tenant migration import');
}
