import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { findImportFor } from '../import-access.ts';
import { removeImportFile } from '../import-files.ts';
import { runningStatus } from '../site-user-import.ts';

const inputSchema = z.object({ id: z.number(required).int().positive() });

/** Deletes an import that is not running: its stored file and its bad rows (the users it created stay). */
export async function deleteSiteUserImport({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(inputSchema, input);
  const job = await findImportFor(ctx, id);
  if (job.status === runningStatus[job.phase] && job.leaseUntil !== null && job.leaseUntil >= ctx.now())
    throw new EngineError('CONFLICT', 'The import is running; delete it once it is done.');
  await ctx.db('site_user_import_problems').where({ import_id: id }).delete();
  await ctx.db('site_user_imports').where({ id, tenant_key: job.tenantKey }).delete();
  await removeImportFile(job.storedName);
  return true;
}
