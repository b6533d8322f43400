import type { Knex } from 'knex';
import type { BuildJob } from '../../../content-engine/core/build-jobs.ts';
import { maxInterruptions } from '../job-lifecycle.ts';
import { insertJobEvent, toBuildJob } from '../job-rows.ts';

/**
 * A running row whose BullMQ job came back to a claimer: BullMQ found its holder's lock expired
 * (the worker was killed or stopped beating), so the attempt was interrupted, as recoverJobs counts
 * it: given back and counted in `interruptions` (event `recovered`), then started again by
 * `workerId` (event `started`). After maxInterruptions the row is failed instead. Guarded by the
 * holder it read, so a row another process moved on is left alone (null).
 */
export async function takeOverJob(
  db: Knex,
  current: BuildJob,
  { workerId, now }: { workerId: string; now: number },
): Promise<{ job: BuildJob; running: boolean } | null> {
  const holder = current.lockedBy ?? 'an unknown worker';
  const interruptions = current.interruptions + 1;
  return db.transaction(async (trx) => {
    const guarded = () => {
      const query = trx('build_jobs').where({ id: current.id, status: 'running' });
      return current.lockedBy === null ? query.whereNull('locked_by') : query.where({ locked_by: current.lockedBy });
    };
    if (interruptions >= maxInterruptions) {
      const error = `${holder} stopped during attempt ${current.attempts}; interrupted ${interruptions} times, giving up`;
      const [row] = await guarded()
        .update({ status: 'failed', interruptions, error, finished_at: now, updated: now })
        .returning('*');
      if (!row) return null;
      const job = toBuildJob(row);
      await insertJobEvent(trx, job, { at: now, type: 'failed', message: error });
      return { job, running: false };
    }
    const [row] = await guarded()
      .update({ locked_by: workerId, interruptions, started_at: now, finished_at: null, updated: now })
      .returning('*');
    if (!row) return null;
    const job = toBuildJob(row);
    await insertJobEvent(trx, job, {
      at: now,
      type: 'recovered',
      message: `${holder} stopped during attempt ${current.attempts} (interruption ${interruptions}, not counted as a failure); taken over`,
    });
    await insertJobEvent(trx, job, {
      at: now,
      type: 'started',
      message: `attempt ${job.attempts} of ${job.maxAttempts} by ${workerId}`,
    });
    return { job, running: true };
  });
}
