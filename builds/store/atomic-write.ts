import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { isRunning } from '../process-running.ts';

/** Marks temporary files: never a served name (page files never contain ".tmp-"). */
export const tempMarker = '.tmp-';

/**
 * The renames and removals the writer makes, in one object so a test can look at the folder
 * between any two of them (builds/store/atomic-write.test.ts); nothing else replaces them.
 */
export const fileSteps = { rename, rm };

/**
 * The folder temporary files are written in: `<root>/.tmp`, beside the tenants' folders, so on the
 * same file system (a rename is atomic) but under no folder a web server or CDN serves.
 */
export const tempDirOf = (root: string) => join(root, '.tmp');

/** This machine, as temporary names carry it: processes on several machines may share the folder (ADR 0089). */
const hostTag = createHash('sha1').update(hostname()).digest('hex').slice(0, 8);

/** A temporary file's suffix: the marker, the writing process's id, its machine and a random part. */
const tempSuffix = (pid: number) => `${tempMarker}${pid}-${hostTag}-${randomBytes(6).toString('hex')}`;

/**
 * How old another machine's temporary file must be to be taken for a killed writer's: its process
 * cannot be looked up from here, and no page takes that long to write.
 */
const foreignTempAgeMs = 60 * 60_000;

/** A page file and its precompressed variants, as they are to be stored at `path`, `path.br` and `path.gz`. */
export interface PageFiles {
  path: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Replaces a page and its variants so that at every moment each variant on disk decodes to the
 * page on disk (ADR 32), for any reader of the folder: this server, or nginx `gzip_static` /
 * `brotli_static` and a CDN, which open `<file>.gz` beside `<file>` without checking it. All three
 * are written whole to temporary names first; then the old variants leave, the page is renamed in,
 * and the new variants follow. A reader in between gets the page uncompressed; a kill at any point
 * leaves a page with matching variants or none.
 */
export async function replacePageFiles(tempDir: string, { path, body, br, gzip }: PageFiles): Promise<void> {
  const suffix = tempSuffix(process.pid);
  const temps = {
    body: join(tempDir, `page${suffix}`),
    br: join(tempDir, `br${suffix}`),
    gzip: join(tempDir, `gz${suffix}`),
  };
  const writeTemps = () =>
    Promise.all([writeFile(temps.body, body), writeFile(temps.br, br), writeFile(temps.gzip, gzip)]);
  await mkdir(dirname(path), { recursive: true });
  try {
    // The temporary folder is made when missing, not checked on every page: this runs for each page of a build.
    await writeTemps().catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(tempDir, { recursive: true });
      await writeTemps();
    });
    await removeVariants(path);
    await fileSteps.rename(temps.body, path);
    await Promise.all([fileSteps.rename(temps.gzip, `${path}.gz`), fileSteps.rename(temps.br, `${path}.br`)]);
  } catch (error) {
    await Promise.all(Object.values(temps).map((temp) => fileSteps.rm(temp, { force: true })));
    throw error;
  }
}

const removeVariants = (path: string) =>
  Promise.all([fileSteps.rm(`${path}.br`, { force: true }), fileSteps.rm(`${path}.gz`, { force: true })]);

/** Removes a page and its variants: the variants first, so none is ever left without its page (nginx would serve it). */
export async function removePageFiles(path: string): Promise<void> {
  await removeVariants(path);
  await fileSteps.rm(path, { force: true });
}

/** The process that wrote a temporary file and its machine, read back from its suffix (pid NaN if it has none). */
function writerOf(name: string): { pid: number; host: string | null } {
  const [pid, host, random] = name.slice(name.lastIndexOf(tempMarker) + tempMarker.length).split('-');
  // Names written before the machine was in them: this machine's.
  return { pid: Number(pid || NaN), host: random === undefined ? null : (host ?? null) };
}

/**
 * Deletes temporary files a killed writer left behind under a folder. Files another running process
 * is writing (a worker beside this one, the server beside `npm run build:sites`) are left to it:
 * deleting them would fail its rename. A file of this process's id was left by an earlier process
 * that had the same id. Another machine's file is deleted only once it is an hour old.
 */
export async function removeTempFiles(root: string): Promise<number> {
  let removed = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.includes(tempMarker)) continue;
    const path = join(entry.parentPath, entry.name);
    const writer = writerOf(entry.name);
    if (writer.host !== null && writer.host !== hostTag) {
      const info = await stat(path).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < foreignTempAgeMs) continue;
    } else if (writer.pid !== process.pid && Number.isInteger(writer.pid) && isRunning(writer.pid)) continue;
    await fileSteps.rm(path, { force: true });
    removed++;
  }
  return removed;
}
