import { watch } from 'chokidar';
import { relative, resolve } from 'node:path';
import { createChangeBatch } from './change-batch.ts';
import { isSiteSource, watchedSiteFolders } from './site-sources.ts';

/**
 * Watches the site's sources with chokidar and calls `onChange` once per burst of changes (after
 * `quietMs` without another), with the changed files relative to the project and when the first
 * one changed. Hidden files, editor leftovers, tests and notes are ignored.
 */
export function watchSiteSources({
  cwd = process.cwd(),
  folders = watchedSiteFolders,
  quietMs = 150,
  onChange,
}: {
  cwd?: string;
  folders?: string[];
  quietMs?: number;
  onChange: (paths: string[], firstChangeAt: number) => void;
}) {
  const batch = createChangeBatch({ quietMs, onBatch: onChange });
  const watcher = watch(
    folders.map((folder) => resolve(cwd, folder)),
    {
      cwd,
      ignoreInitial: true,
      // Folders are filtered too (a hidden folder is not walked at all).
      ignored: (path) => !isSiteSource(relative(cwd, path)),
    },
  );
  watcher.on('all', (event, path) => {
    if (event === 'addDir') return;
    batch.add(path);
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      batch.cancel();
      await watcher.close();
    },
  };
}
