import type { Knex } from 'knex';
import { systemClock } from '../../content-engine/core/clock.ts';
import { liveWritersOf, type BuildWorkerRow } from '../queue/worker-registry.ts';

/** The `npm run build:sites` runs building `outputRoot` on their own that registered before `me` and are still alive. */
export const earlierCliBuilds = async (
  db: Knex,
  outputRoot: string,
  me: { id: string; startedAt: number },
): Promise<BuildWorkerRow[]> =>
  (await liveWritersOf(db, systemClock(), outputRoot)).cliBuilds.filter(
    (worker) =>
      worker.id !== me.id &&
      (worker.startedAt < me.startedAt || (worker.startedAt === me.startedAt && worker.id < me.id)),
  );

/**
 * Waits while an earlier `npm run build:sites` builds the same output on its own, so two runs do
 * not write the same pages at once. Each run registers before it looks, so of two started
 * together the later one waits.
 */
export async function waitForEarlierCliBuilds({
  db,
  outputRoot,
  me,
  pollMs = 500,
}: {
  db: Knex;
  outputRoot: string;
  me: { id: string; startedAt: number };
  pollMs?: number;
}): Promise<void> {
  let waited = false;
  for (;;) {
    const [earlier] = await earlierCliBuilds(db, outputRoot, me);
    if (!earlier) break;
    if (!waited)
      console.log(
        `Another npm run build:sites (process ${earlier.pid} on ${earlier.host}) is building ${outputRoot}; waiting for it to finish, so the two do not write the same pages at once.`,
      );
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (waited) console.log('The other build has finished.');
}
