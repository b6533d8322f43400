import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Whether any of these files, or any file below these folders, changed after `time` (ms since the epoch). */
export const changedSince = (paths: string[], time: number) =>
  paths.some((path) => existsSync(path) && newestChange(path) > time);

/** Whether a built file is missing or older than any of the sources it is built from. */
export const bundleIsStale = (output: string, sources: string[]) =>
  !existsSync(output) || changedSince(sources, statSync(output).mtimeMs);
