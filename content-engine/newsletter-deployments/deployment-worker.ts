import { Cron } from 'croner';
import { systemContext } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { claimDueDeployment, nextWakeAt } from './deployment-queries.ts';
import { workDeployment } from './work-deployment.ts';
import { onDeploymentDue } from './wake.ts';
import { workerOptionsFromEnv, type DeploymentWorkerOptions } from './worker-options.ts';

/** Every minute (NEWSLETTER_WORKER_CRON overrides, croner syntax with optional seconds; `off` runs none). */
export const defaultWorkerSchedule = '* * * * *';

/** Claims and works due deployments until none is left; returns how many it worked. */
export async function runDueDeployments(engine: Engine, options: DeploymentWorkerOptions): Promise<number> {
  let worked = 0;
  for (;;) {
    const claimed = await claimDueDeployment(engine.db, {
      owner: options.owner,
      now: engine.now(),
      leaseMs: options.leaseMs,
    });
    if (!claimed) return worked;
    await workDeployment(systemContext(engine), claimed, options);
    worked++;
  }
}

/**
 * The deployment worker of a process (ADR 0074): a croner tick, a timer for the next due
 * deployment or retry, and in-process wake-ups. Passes never overlap in one process; across
 * processes the leases keep each deployment with one worker.
 */
export function startNewsletterWorker({
  engine,
  schedule = process.env.NEWSLETTER_WORKER_CRON || defaultWorkerSchedule,
  options = workerOptionsFromEnv(process.env),
}: {
  engine: Engine;
  schedule?: string;
  options?: DeploymentWorkerOptions;
}): { stop(): Promise<void>; pass(): Promise<void> } {
  let stopped = schedule === 'off';
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const arm = async () => {
    clearTimeout(timer);
    const at = await nextWakeAt(engine.db, engine.now());
    if (stopped || at === null) return;
    const wait = Math.min(Math.max(at - engine.now(), 20), 2 ** 31 - 1);
    timer = setTimeout(() => void pass(), wait);
    timer.unref();
  };

  function pass(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runDueDeployments(engine, options);
          await arm();
        } catch (error) {
          engine.log.error({ err: error }, 'newsletter deployment worker pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  if (stopped) return { stop: async () => {}, pass };
  const cron = new Cron(schedule, { protect: true, unref: true }, () => pass());
  const unsubscribe = onDeploymentDue(() => void pass());
  void pass();
  return {
    pass,
    async stop() {
      stopped = true;
      cron.stop();
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
