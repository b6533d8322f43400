import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Clock } from '../../content-engine/core/clock.ts';
import type { Logger } from '../../content-engine/core/logger.ts';
import { dbNumber } from '../../content-engine/core/rows.ts';
import { isRunning } from '../process-running.ts';

/*
 * Which build workers are alive (build_workers, 0013). A server's pipeline writes its row every
 * `heartbeatMs` and deletes it when it stops. A worker is alive while its row is fresh and, when
 * it ran on this host, its process still exists: a worker killed on this host is known dead at
 * once, one on another host after `staleAfterMs` without a beat.
 */

export const heartbeatMs = 5_000;
export const staleAfterMs = 30_000;
/** A worker that stopped without leaving (killed) is forgotten this long after its last beat. */
export const forgetAfterMs = 10 * 60_000;

export interface BuildWorkerRow {
  id: string;
  host: string;
  pid: number;
  /** The absolute directory of the static store the worker writes. */
  outputRoot: string;
  startedAt: number;
  seenAt: number;
}

const workerRow = z.object({
  id: z.string(),
  host: z.string(),
  pid: dbNumber,
  output_root: z.string(),
  started_at: dbNumber,
  seen_at: dbNumber,
});

export const toWorker = (row: unknown): BuildWorkerRow => {
  const r = workerRow.parse(row);
  return { id: r.id, host: r.host, pid: r.pid, outputRoot: r.output_root, startedAt: r.started_at, seenAt: r.seen_at };
};

/**
 * A worker id for this process that no earlier process had: a restarted container often gets the
 * same process id, and the dead instance's jobs must not look like its successor's.
 */
export const newWorkerId = (prefix: string) => `${prefix}-${process.pid}-${randomBytes(3).toString('hex')}`;

/** `npm run build:sites` building in its own process registers as a worker of this prefix (it claims no jobs). */
const cliPrefix = 'cli';
export const newCliWorkerId = () => newWorkerId(cliPrefix);
const isCliWorker = (worker: BuildWorkerRow) => worker.id.startsWith(`${cliPrefix}-`);

/** The ids this process registered (and has not left). */
const registeredHere = new Set<string>();

/** Whether a registered worker is alive now. */
export function isAlive(worker: BuildWorkerRow, now: number): boolean {
  if (worker.seenAt < now - staleAfterMs) return false;
  if (worker.host !== hostname()) return true;
  // This process under another id is an earlier instance whose process id came round again.
  if (worker.pid === process.pid) return registeredHere.has(worker.id);
  return isRunning(worker.pid);
}

export async function liveWorkers(db: Knex, now: number): Promise<BuildWorkerRow[]> {
  return (await db('build_workers').select()).map(toWorker).filter((worker) => isAlive(worker, now));
}

/**
 * The live workers that write the static store at `outputRoot`: servers' build pipelines, and
 * `npm run build:sites` runs building on their own (CLI workers).
 */
export async function liveWritersOf(
  db: Knex,
  now: number,
  outputRoot: string,
): Promise<{ servers: BuildWorkerRow[]; cliBuilds: BuildWorkerRow[] }> {
  const writers = (await liveWorkers(db, now)).filter((worker) => worker.outputRoot === outputRoot);
  return { servers: writers.filter((worker) => !isCliWorker(worker)), cliBuilds: writers.filter(isCliWorker) };
}

/** Whether a job claimed by `lockedBy` belongs to one of the `live` workers (a lane claims as `<id>-<lane>`). */
export const claimedByLive = (lockedBy: string | null, live: readonly BuildWorkerRow[]) =>
  lockedBy !== null && live.some(({ id }) => lockedBy === id || lockedBy.startsWith(`${id}-`));

export interface Heartbeat {
  id: string;
  startedAt: number;
  /** Stops beating and deletes the row. */
  stop(): Promise<void>;
}

/**
 * Registers worker `id`, which writes `outputRoot`, and keeps its row fresh every `heartbeatMs`
 * (resolves after the first beat), forgetting workers long gone; `onBeat` runs after each later
 * beat (the pipeline recovers the jobs of dead workers there).
 */
export async function startHeartbeat({
  db,
  id,
  outputRoot,
  now,
  log,
  onBeat,
}: {
  db: Knex;
  id: string;
  outputRoot: string;
  now: Clock;
  log: Logger;
  onBeat?: () => Promise<void>;
}): Promise<Heartbeat> {
  const startedAt = now();
  registeredHere.add(id);
  let inFlight: Promise<void> = Promise.resolve();
  const write = () =>
    db('build_workers')
      .insert({
        id,
        host: hostname(),
        pid: process.pid,
        output_root: outputRoot,
        started_at: startedAt,
        seen_at: now(),
      })
      .onConflict('id')
      .merge(['seen_at'])
      // Rows of killed workers; their jobs do not need them (a job with no live worker is recovered).
      .then(() =>
        db('build_workers')
          .where('seen_at', '<', now() - forgetAfterMs)
          .delete(),
      )
      .then(() => {});
  await write();
  const timer = setInterval(() => {
    inFlight = write()
      .then(() => onBeat?.())
      .catch((error) => log.error({ err: error, worker: id }, 'build worker heartbeat failed'));
  }, heartbeatMs);
  timer.unref();
  return {
    id,
    startedAt,
    async stop() {
      clearInterval(timer);
      await inFlight;
      registeredHere.delete(id);
      await db('build_workers').where({ id }).delete();
    },
  };
}
