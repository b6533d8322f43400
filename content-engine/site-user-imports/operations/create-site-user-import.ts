import type { Readable } from 'node:stream';
import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { headerProblems } from '../../shared/site-user-import-columns.ts';
import { importPermission } from '../import-access.ts';
import { readHeader, removeImportFile, storeCsvFile } from '../import-files.ts';
import { findSiteUserImport, insertSiteUserImport } from '../queries.ts';
import type { SiteUserImport } from '../site-user-import.ts';

const inputSchema = z.object({ fileName: z.string().trim().min(1).max(300) });

/** Checks the caller may import before a byte of the upload is read. */
export function assertMayImport(ctx: EngineContext) {
  requirePermission(ctx, [importPermission]);
  tenantKeyOf(ctx);
}

/**
 * Stores an uploaded CSV (streamed to disk, never whole in memory) and reads its header: a file
 * with unknown, repeated or missing required columns is refused (BAD_USER_INPUT on `file`) and
 * deleted. The import waits, 'uploaded', for its dry run.
 */
export async function createSiteUserImport({
  ctx,
  input,
  file,
}: {
  ctx: EngineContext;
  input: unknown;
  file: Readable;
}): Promise<SiteUserImport> {
  const { fileName } = parseInput(inputSchema, input);
  const editor = requirePermission(ctx, [importPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const { storedName, size } = await storeCsvFile(tenantKey, file);
  const header = await readHeader(storedName).catch(() => null);
  const problem = header ? headerProblems(header) : 'The file is empty.';
  if (problem) {
    await removeImportFile(storedName);
    throw badInput('file', problem);
  }
  const id = await insertSiteUserImport(ctx.db, {
    tenantKey,
    fileName,
    storedName,
    fileSize: size,
    columns: header!,
    cmsUserId: editor.id,
    username: editor.username,
    now: ctx.now(),
  });
  return (await findSiteUserImport(ctx.db, tenantKey, id))!;
}
