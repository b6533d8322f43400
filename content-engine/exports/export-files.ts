import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { tenantFolder } from '../core/upload-files.ts';

/** Where export files live (EXPORTS_DIR, var/exports by default): never under FILES_DIR, which /files/ publishes. */
export const exportsDir = () => process.env.EXPORTS_DIR || 'var/exports';

export const exportFilePath = (relative: string) => join(exportsDir(), relative);

const attemptFile = (tenantKey: string, jobId: number, attempt: number, extension: string) =>
  join(tenantFolder(tenantKey), `export-${jobId}-${attempt}.${extension}`);

/**
 * The file of a job's attempt, made ready to write (its folder exists); the previous attempt's
 * file (a stopped run's) is removed. Each attempt has its own file, so a stalled runner that
 * wakes up never writes into its successor's.
 */
export async function prepareExportFile(tenantKey: string, jobId: number, attempt: number, extension: string) {
  const relative = attemptFile(tenantKey, jobId, attempt, extension);
  await mkdir(dirname(exportFilePath(relative)), { recursive: true });
  if (attempt > 1) await removeExportFile(attemptFile(tenantKey, jobId, attempt - 1, extension));
  return relative;
}

export const removeExportFile = (relative: string) => rm(exportFilePath(relative), { force: true });
