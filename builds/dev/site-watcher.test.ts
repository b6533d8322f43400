import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchSiteSources } from './site-watcher.ts';

let dir: string;
let watcher: ReturnType<typeof watchSiteSources> | undefined;
afterEach(async () => {
  await watcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('watchSiteSources', () => {
  it('reports a changed component once, relative to the project, and not an editor swap file beside it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'masthead-site-watch-'));
    mkdirSync(join(dir, 'site', 'components'), { recursive: true });
    writeFileSync(join(dir, 'site', 'components', 'Footer.astro'), '<footer />');
    const batches: string[][] = [];
    watcher = watchSiteSources({ cwd: dir, folders: ['site'], quietMs: 50, onChange: (paths) => batches.push(paths) });
    await watcher.ready;
    writeFileSync(join(dir, 'site', 'components', '.Footer.astro.swp'), 'x');
    writeFileSync(join(dir, 'site', 'components', 'Footer.astro'), '<footer>changed</footer>');
    await expect.poll(() => batches, { timeout: 10_000 }).toEqual([['site/components/Footer.astro']]);
  });
});
