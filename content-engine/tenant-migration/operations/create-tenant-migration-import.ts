import type { Readable } from 'node:stream';
import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { bundleFilePath, removeBundleFile, storeBundleFile } from '../bundle-files.ts';
import { BadBundle } from '../bundle-reader.ts';
import { requireMigrationImporter } from '../migration-access.ts';
import { findMigrationImport, insertMigrationImport } from '../queries.ts';
import { validateBundle } from '../validate-bundle.ts';
import { presentMigrationImport } from './present-migration-import.ts';

const inputSchema = z.object({ fileName: z.string().trim().min(1).max(300) });

/** Checks the caller may import before a byte of the upload is read. */
export const assertMayImportBundle = (ctx: EngineContext) => {
  requireMigrationImporter(ctx);
  tenantKeyOf(ctx);
};

/**
 * Stores an uploaded tenant bundle (streamed to disk) and checks it through (validateBundle):
 * a hostile or broken bundle is refused as BAD_USER_INPUT on `file`, with a sentence saying why,
 * and deleted; nothing is written. A good one waits, 'uploaded', for its target tenant.
 */
export async function createTenantMigrationImport({
  ctx,
  input,
  file,
}: {
  ctx: EngineContext;
  input: unknown;
  file: Readable;
}) {
  const { fileName } = parseInput(inputSchema, input);
  const user = requireMigrationImporter(ctx);
  const tenantKey = tenantKeyOf(ctx);
  const { storedName, size } = await storeBundleFile(tenantKey, file);
  let manifest;
  try {
    manifest = await validateBundle(bundleFilePath(storedName));
  } catch (error) {
    await removeBundleFile(storedName);
    if (error instanceof BadBundle) throw badInput('file', error.message);
    throw error;
  }
  const id = await insertMigrationImport(ctx.db, {
    tenantKey,
    fileName,
    storedName,
    fileSize: size,
    manifest,
    cmsUserId: user.id,
    createdBy: user.username,
    now: ctx.now(),
  });
  return presentMigrationImport((await findMigrationImport(ctx.db, tenantKey, id))!);
}
