import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isRunning } from '../process-running.ts';

/** Marks temporary files: never a served name (page files never contain ".tmp-"). */
export const tempMarker = '.tmp-';

/** A temporary file's suffix: the marker, the writing process's id and a random part. */
const tempSuffix = (pid: number) => `${tempMarker}${pid}-${randomBytes(4).toString('hex')}`;

/**
 * Writes files so a reader sees the old content or the new, never a partial one: each is written
 * to a temporary name beside it and renamed over the target. Targets are renamed in the given
 * order, so the last one is the commit point.
 */
export async function writeFilesAtomically(files: { path: string; data: Buffer }[]): Promise<void> {
  const suffix = tempSuffix(process.pid);
  await mkdir(dirname(files[0]!.path), { recursive: true });
  const temps = files.map(({ path }) => `${path}${suffix}`);
  try {
    await Promise.all(files.map(({ data }, i) => writeFile(temps[i]!, data)));
    for (const [i, { path }] of files.entries()) await rename(temps[i]!, path);
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
}

/** The process that wrote a temporary file, read back from its suffix (NaN if it has none). */
const writerOf = (name: string) => Number(name.slice(name.lastIndexOf(tempMarker) + tempMarker.length).split('-')[0] || NaN);

/**
 * Deletes temporary files a killed build left behind under a folder, before this process writes
 * there. Files another running process is writing (the server beside `npm run build:sites`, or
 * the other way round) are left to it: deleting them would fail its rename. A file of this
 * process's id was left by an earlier process that had the same id.
 */
export async function removeTempFiles(root: string): Promise<number> {
  let removed = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.includes(tempMarker)) continue;
    const writer = writerOf(entry.name);
    if (writer !== process.pid && Number.isInteger(writer) && isRunning(writer)) continue;
    await rm(join(entry.parentPath, entry.name), { force: true });
    removed++;
  }
  return removed;
}
