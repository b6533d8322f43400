import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import { findImportFor, requireMigrationImporter } from '../migration-access.ts';
import { listMigrationImports } from '../queries.ts';
import { startMigrationRun } from '../run-import.ts';
import { presentMigrationImport } from './present-migration-import.ts';

const byId = z.object({ id: z.number(required).int().positive() });

/** An uploaded bundle and its import's progress (the admin polls it); a run whose process stopped resumes here. */
export async function getTenantMigrationImport({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(byId, input);
  const job = await findImportFor(ctx, id);
  // The claim is atomic: a run started twice (here and by the start) runs once.
  if (job.status === 'running' && (job.leaseUntil === null || job.leaseUntil < ctx.now()))
    startMigrationRun(ctx, { tenantKey: job.tenantKey, importId: id });
  return presentMigrationImport(job);
}

/** The site's last 20 uploaded bundles, newest first. */
export async function getTenantMigrationImports({ ctx }: { ctx: EngineContext; input: unknown }) {
  requireMigrationImporter(ctx);
  return (await listMigrationImports(ctx.db, tenantKeyOf(ctx), 20)).map(presentMigrationImport);
}
