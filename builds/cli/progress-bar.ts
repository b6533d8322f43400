import { Presets, SingleBar } from 'cli-progress';

/**
 * The CLI's bar for one tenant's pages: done of total, and pages per second since it started.
 * Without a terminal (CI logs, a pipe) it prints a line every 2 s and one at the end.
 */
export function tenantProgressBar(tenantKey: string) {
  const bar = new SingleBar(
    {
      format: `${tenantKey.padEnd(16)} [{bar}] {percentage}% | {value}/{total} pages | {rate} pages/s`,
      hideCursor: true,
      clearOnComplete: false,
      noTTYOutput: true,
      notTTYSchedule: 2_000,
    },
    Presets.shades_classic,
  );
  const started = performance.now();
  bar.start(1, 0, { rate: 0 });
  return {
    update(done: number, total: number) {
      bar.setTotal(total);
      bar.update(done, { rate: Math.round(done / ((performance.now() - started) / 1000)) });
    },
    stop: () => bar.stop(),
    seconds: () => ((performance.now() - started) / 1000).toFixed(1),
  };
}

/** What a build did, in one line under its bar. */
export const countsLine = (counts: Record<string, unknown>, seconds: string) =>
  `  ${Number(counts.stored ?? 0)} stored, ${Number(counts.unchanged ?? 0)} unchanged, ${Number(counts.removed ?? 0)} removed (redirects, 404s, leftovers) in ${seconds} s`;
