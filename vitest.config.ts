import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * Speed of the suite (ADR 20). Test files share a worker's loaded modules (`isolate: false`):
 * every file of the engine imports most of it, and evaluating it again per file cost two thirds
 * of each suite's time. Files therefore keep no state in modules (each makes its own engine,
 * database and folders; spies are restored when the file ends). One worker per core, not Vitest's
 * one fewer: on two cores that is two, and the tests wait on databases, sockets and Chromium
 * as much as they compute.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{content-engine,db,builds,site,islands,admin}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          // Deadlines for a busy machine (stress-ng beside the suite): a test waits for conditions and
          // only fails on a generous bound; expect.poll gets 30 s, not Vitest's 1 s.
          testTimeout: 30_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['content-engine/testing/build-bundles.global.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{content-engine,db,builds}/**/*.int.test.ts'],
          globalSetup: ['content-engine/testing/build-bundles.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
