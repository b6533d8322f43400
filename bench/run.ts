/**
 * `npm run bench`: every benchmark in turn, each in a process of its own (a benchmark may end its
 * process when it is done, and none measures memory or timers left over by another).
 */
import { spawnSync } from 'node:child_process';

const benchmarks: { script: string; env?: Record<string, string> }[] = [
  { script: 'bench/engine.ts' },
  { script: 'bench/admin.ts' },
  { script: 'bench/sites.ts' },
  // After bench/sites.ts: it measures the tenant that run seeded.
  { script: 'bench/sites-ceiling.ts', env: { NODE_ENV: 'production' } },
  { script: 'bench/settings-to-live.ts' },
  { script: 'bench/site-quality.ts' },
  { script: 'bench/site-user-import.ts' },
  { script: 'bench/newsletter-deployment.ts' },
];

for (const { script, env } of benchmarks) {
  console.log(`\n=== ${script}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) {
    console.error(`${script} failed (${run.signal ?? `exit ${run.status}`}); the benchmarks after it did not run.`);
    process.exit(run.status ?? 1);
  }
}
