import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleIsStale, changedSince } from './bundle-staleness.ts';

describe('bundle staleness', () => {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-staleness-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

  mkdirSync(join(dir, 'src/deep'), { recursive: true });
  writeFileSync(join(dir, 'src/deep/page.astro'), '');
  writeFileSync(join(dir, 'bundle.mjs'), '');
  at(join(dir, 'src/deep/page.astro'), 1_000);
  at(join(dir, 'src/deep'), 1_000);
  at(join(dir, 'src'), 1_000);

  it('finds a bundle older than a file deep in its sources, and a missing one', () => {
    at(join(dir, 'bundle.mjs'), 2_000);
    expect(bundleIsStale(join(dir, 'bundle.mjs'), [join(dir, 'src')])).toBe(false);
    at(join(dir, 'bundle.mjs'), 500);
    expect(bundleIsStale(join(dir, 'bundle.mjs'), [join(dir, 'src')])).toBe(true);
    expect(bundleIsStale(join(dir, 'missing.mjs'), [join(dir, 'src')])).toBe(true);
  });

  it('tells whether anything under the paths changed after a time (missing paths change nothing)', () => {
    expect(changedSince([join(dir, 'src'), join(dir, 'nowhere')], 1_500_000)).toBe(false);
    expect(changedSince([join(dir, 'src')], 999_000)).toBe(true);
    at(join(dir, 'bundle.mjs'), 3_000);
    expect(changedSince([join(dir, 'src'), join(dir, 'bundle.mjs')], 2_000_000)).toBe(true);
  });
});
