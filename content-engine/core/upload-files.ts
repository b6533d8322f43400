import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded import files live (IMPORTS_DIR, var/imports by default): never under FILES_DIR,
 * which the server publishes at /files/.
 */
export const importsDir = () => process.env.IMPORTS_DIR || 'var/imports';

export const importFilePath = (storedName: string) => join(importsDir(), storedName);

/** A tenant's folder under a files directory: its key with anything but word characters and `-` replaced. */
export const tenantFolder = (tenantKey: string) => tenantKey.replace(/[^\w-]/g, '_');

/**
 * Streams an upload to disk under the tenant's folder of the imports directory, as
 * `<prefix><uuid>.<extension>`; a failed stream leaves no file. Returns its stored name and size.
 */
export async function storeImportFile(
  tenantKey: string,
  source: Readable,
  { prefix = '', extension }: { prefix?: string; extension: string },
): Promise<{ storedName: string; size: number }> {
  const storedName = join(tenantFolder(tenantKey), `${prefix}${randomUUID()}.${extension}`);
  const path = importFilePath(storedName);
  await mkdir(dirname(path), { recursive: true });
  try {
    await pipeline(source, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { storedName, size: (await stat(path)).size };
}

export const removeImportFile = (storedName: string) => rm(importFilePath(storedName), { force: true });
