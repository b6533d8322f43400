import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` (all its folders) whose names `counts` accepts. */
export function countFiles(dir: string, counts: (name: string) => boolean): number {
  let found = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found += countFiles(join(dir, entry.name), counts);
    else if (counts(entry.name)) found++;
  }
  return found;
}
