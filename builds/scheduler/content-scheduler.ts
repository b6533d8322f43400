import { systemContext, type EngineContext } from '../../content-engine/core/context.ts';
import type { Engine } from '../../content-engine/core/engine.ts';
import type { ChangeEvent } from '../../content-engine/core/events.ts';
import { dueContentChanges } from '../../content-engine/content/operations/due-content-changes.ts';
import { advanceWatermark, initWatermark, readWatermark } from './watermark.ts';

export const contentScheduleWatermark = 'content-schedule';

export interface ContentSchedulerOptions {
  /** The process's engine: its database, events, clock and logger. */
  engine: Engine;
  intervalMs?: number;
}

export interface ContentScheduler {
  /** Ticks now, then every `intervalMs` (ticks never overlap). */
  start(): void;
  /** Stops ticking and waits for a tick in progress. */
  stop(): Promise<void>;
  /** One pass; returns the change events it emitted. */
  tick(): Promise<ChangeEvent[]>;
}

/**
 * Makes scheduled publishing and expiry real: each tick finds the items whose publish date,
 * expiry or website-schedule start/end fell between the persisted watermark and now, emits one
 * `content` change per tenant with the tags a write to those items would carry (the build
 * pipeline and the caches react as to any write), then moves the watermark on. The first run
 * starts the watermark at now; after downtime the next tick catches up on everything missed.
 */
export function createContentScheduler({ engine, intervalMs = 1000 }: ContentSchedulerOptions): ContentScheduler {
  const { db, events, now, log } = engine;
  const ctx: EngineContext = systemContext(engine);
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function tick(): Promise<ChangeEvent[]> {
    const to = now();
    const from = await readWatermark(db, contentScheduleWatermark);
    if (from === null) {
      await initWatermark(db, contentScheduleWatermark, to);
      return [];
    }
    if (to <= from) return [];
    const changes = await dueContentChanges({ ctx, input: { from, to } });
    // Another process that handled the same window first has emitted these changes already.
    if (!(await advanceWatermark(db, contentScheduleWatermark, { from, to }))) return [];
    const emitted: ChangeEvent[] = changes.map((change) => ({
      tenantKey: change.tenantKey,
      kind: 'content',
      tags: change.tags,
      at: to,
    }));
    for (const event of emitted) events.emit(event);
    if (emitted.length)
      log.info(
        { changes: changes.map((c) => ({ tenantKey: c.tenantKey, contentIds: c.contentIds })) },
        'scheduled content changes',
      );
    return emitted;
  }

  function loop() {
    current = tick()
      .catch((error) => {
        log.error({ err: error }, 'content scheduler tick failed');
        return engine.errors.capture(error, { route: 'cron:content-scheduler' });
      })
      .finally(() => {
        if (running) timer = setTimeout(loop, intervalMs).unref();
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
    tick,
  };
}
