import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo, type DemoSeedOptions } from '../../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from './test-engine.ts';

type EngineOptions = NonNullable<Parameters<typeof createTestEngine>[0]>;

/**
 * A test engine serving the tenant sites on the seeded demo (all tenants unless `seed` says
 * fewer), its image files in a temporary folder; `close` also removes the folder.
 */
export async function seededSiteEngine({
  seed = {},
  engine: engineOptions = {},
}: { seed?: Omit<DemoSeedOptions, 'filesDir'>; engine?: Omit<EngineOptions, 'site'> } = {}): Promise<TestEngine> {
  const engine = await createTestEngine({ ...engineOptions, site: true });
  const filesDir = mkdtempSync(join(tmpdir(), 'masthead-files-'));
  try {
    await seedDemo(engine.db, { ...seed, filesDir });
  } catch (error) {
    await engine.close();
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...engine,
    async close() {
      await engine.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
