import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { importFilePath } from '../site-user-imports/import-files.ts';

/** Streams an uploaded bundle to disk in the imports folder (never under the public files); its stored name and size. */
export async function storeBundleFile(
  tenantKey: string,
  source: Readable,
): Promise<{ storedName: string; size: number }> {
  const storedName = join(tenantKey.replace(/[^\w-]/g, '_'), `bundle-${randomUUID()}.zip`);
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

export {
  importFilePath as bundleFilePath,
  removeImportFile as removeBundleFile,
} from '../site-user-imports/import-files.ts';
