import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { removePageFiles, replacePageFiles, tempDirOf } from './atomic-write.ts';
import type { PageBackend } from './page-backend.ts';

/** A file's version: its modification time and size (a rename of a new file changes both or the time). */
const versionOf = (info: { mtimeMs: number; size: number }) => `${info.mtimeMs}:${info.size}`;

/**
 * Pages as files under `<root>/<tenant>/`, each with `.br` and `.gz` beside it, replaced by atomic
 * renames from `<root>/.tmp` (ADR 32): what nginx `gzip_static`, a CDN or another process reads.
 */
export function createFsBackend(root: string): PageBackend & { root: string; tempDir: string } {
  const absoluteRoot = resolve(root);
  const tempDir = tempDirOf(absoluteRoot);
  const pathOf = (tenantKey: string, file: string) => join(absoluteRoot, tenantKey, file);
  return {
    location: absoluteRoot,
    root: absoluteRoot,
    tempDir,
    async version(tenantKey, file) {
      const info = await stat(pathOf(tenantKey, file)).catch(() => null);
      return info?.isFile() ? versionOf(info) : null;
    },
    async read(tenantKey, file) {
      const path = pathOf(tenantKey, file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const [body, br, gzip] = await Promise.all([
        readFile(path),
        readFile(`${path}.br`).catch(() => null),
        readFile(`${path}.gz`).catch(() => null),
      ]);
      return { body, br, gzip, version: versionOf(info), modifiedMs: info.mtimeMs };
    },
    async replace(tenantKey, file, files) {
      const path = pathOf(tenantKey, file);
      await replacePageFiles(tempDir, { path, ...files });
      const info = await stat(path);
      return { version: versionOf(info), modifiedMs: info.mtimeMs };
    },
    remove: (tenantKey, file) => removePageFiles(pathOf(tenantKey, file)),
    async holds(tenantKey, file, body, known) {
      const path = pathOf(tenantKey, file);
      // With its variants: a kill between a write's renames can leave a page without them, and it is written again then.
      const [info, ...variants] = await Promise.all(
        [path, `${path}.br`, `${path}.gz`].map((name) => stat(name).catch(() => null)),
      );
      if (!info?.isFile() || info.size !== body.length) return false;
      if (!variants.every((variant) => variant?.isFile())) return false;
      if (known && known.version === versionOf(info)) return known.body.equals(body);
      return (await readFile(path).catch(() => null))?.equals(body) ?? false;
    },
  };
}
