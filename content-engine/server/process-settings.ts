import type { ProcessRole } from './process-role.ts';

type Env = Record<string, string | undefined>;

function wholeMs(env: Env, name: string, fallback: number, { min, max }: { min: number; max: number }): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${max}, not "${text}"`);
  return value;
}

/**
 * How long a page held in memory is trusted before its file is checked (PAGE_RECHECK_MS): 1 s in
 * a process that builds its own pages (its writes refresh memory at once), 100 ms in a web
 * process, whose pages the workers write — a stat, so a publish is live there within 100 ms of
 * its write.
 */
export const pageRecheckMsFromEnv = (env: Env, role: ProcessRole) =>
  wholeMs(env, 'PAGE_RECHECK_MS', role.works ? 1_000 : 100, { min: 0, max: 60_000 });

/** How often an idle build worker looks for jobs other processes queued (BUILD_POLL_MS, 500 ms). */
export const buildPollMsFromEnv = (env: Env) => wholeMs(env, 'BUILD_POLL_MS', 500, { min: 10, max: 60_000 });

/**
 * How long SIGTERM waits for requests and renders in flight (SHUTDOWN_GRACE_MS, 25 s: under the
 * 30 s most supervisors give before SIGKILL).
 */
export const shutdownGraceMsFromEnv = (env: Env) =>
  wholeMs(env, 'SHUTDOWN_GRACE_MS', 25_000, { min: 0, max: 10 * 60_000 });

/**
 * Pages per batch of a full build (BUILD_BATCH_PAGES, ADR 0091): a full build of more pages is
 * split into batches that any worker takes; 0 builds each full build in one job.
 */
export function buildBatchPagesFromEnv(env: Env, fallback: number): number {
  const text = env.BUILD_BATCH_PAGES?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000)
    throw new Error(`BUILD_BATCH_PAGES must be a whole number of pages from 0 to 1000000, not "${text}"`);
  return value;
}
