import type { Knex } from 'knex';
import type { EngineContext } from './context.ts';
import type { Engine } from './engine.ts';

/*
 * What the background jobs that hold a row under a lease share (site user imports, exports,
 * tenant migration imports): a runner claims the row while its `lease_until` is free, renews it
 * with every step, and stops without touching the row once another runner has taken it over.
 */

/** Another runner claimed or advanced the job: this one stops without touching it. */
export class LostLease extends Error {}

/** Narrows a query to the rows whose lease is free at `now`: never taken, or lapsed (their runner stopped). */
export const leaseFreeAt =
  (now: number) =>
  (query: Knex.QueryBuilder): Knex.QueryBuilder =>
    query.whereNull('lease_until').orWhere('lease_until', '<', now);

/** The error a failed run records on its row. */
export const failureText = (error: unknown): string => (error as Error).message.slice(0, 2000);

/** Starts a run without waiting for it; a run that cannot even start is logged as `<what> could not start`. */
export function startInBackground<R extends object>(
  ctx: EngineContext,
  run: R,
  runJob: (ctx: EngineContext, run: R) => Promise<void>,
  what: string,
): void {
  void runJob(ctx, run).catch((error: unknown) => ctx.log.error({ err: error, ...run }, `${what} could not start`));
}

/**
 * At a server's start: `resume` now, and once more a lease later for a lease the stopped process
 * had just renewed. Returns what cancels the second pass.
 */
export async function resumeNowAndAfterLease(
  engine: Engine,
  { resume, leaseMs, what }: { resume: () => Promise<void>; leaseMs: number; what: string },
): Promise<() => void> {
  await resume();
  const later = setTimeout(
    () => void resume().catch((error: unknown) => engine.log.error({ err: error }, `resuming ${what} failed`)),
    leaseMs + 1000,
  );
  later.unref();
  return () => clearTimeout(later);
}
