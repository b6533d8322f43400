import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from './test-engine.ts';

/**
 * A test engine serving the tenant sites on the seeded demo, its image files in a temporary
 * folder; `close` also removes the folder.
 */
export async function seededSiteEngine(): Promise<TestEngine> {
  const engine = await createTestEngine({ site: true });
  const filesDir = mkdtempSync(join(tmpdir(), 'masthead-files-'));
  try {
    await seedDemo(engine.db, { filesDir });
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
