import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Clock } from '../../content-engine/core/clock.ts';
import type { EventBus } from '../../content-engine/core/events.ts';
import type { Logger } from '../../content-engine/core/logger.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { attachVariants } from '../store/compress.ts';
import type { PageRenderer, RenderedPage, RenderOptions } from './page-renderer.ts';
import {
  deserializeError,
  type FromWorker,
  type RenderWorkerData,
  type ToWorker,
  type WorkerDatabase,
} from './render-protocol.ts';

export interface RenderPoolOptions {
  /** Where the workers connect: the same database as the main thread, never an in-memory one. */
  database: WorkerDatabase;
  /** The main thread's change events, forwarded to every worker so their memos drop stale data. */
  events: EventBus;
  now: Clock;
  log: Logger;
  /** Worker threads (default: one per core). */
  threads?: number;
  /** Renders handed to one worker at once; more wait in the pool. */
  perWorker?: number;
  /** The folder of the Astro bundle the workers load (dist by default). */
  siteDir?: string;
}

/** A PageRenderer over worker threads; `close()` ends the workers once their renders are done. */
export type RenderPool = PageRenderer & {
  threads: number;
  /** The running workers (tests end one to see it replaced). */
  workers(): readonly Worker[];
  close(): Promise<void>;
};

interface Job {
  tenant: Tenant;
  path: string;
  options: RenderOptions;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, Job>;
  /** Set once the worker loaded its bundle and database. */
  ready: boolean;
  dead: boolean;
}

const bootUrl = new URL('./render-worker-boot.mjs', import.meta.url);

/**
 * Renders pages on worker threads, each with its own database connection, Astro bundle and engine
 * memos, so a build renders on every core while the main thread compresses, writes and records.
 * Change events of the main bus are forwarded to each worker as they happen; worker messages are
 * ordered, so a render asked for after an event sees it. A failed render rejects that render; a
 * worker that stops (crash, out of memory) rejects its renders in flight and is replaced.
 * Workers keep the process alive only while they have work.
 */
export function createRenderPool({
  database,
  events,
  now,
  log,
  threads = availableParallelism(),
  perWorker = 4,
  siteDir,
}: RenderPoolOptions): RenderPool {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;
  let drained: (() => void) | undefined;

  const busy = () => slots.reduce((n, slot) => n + slot.inFlight.size, 0);

  function onMessage(slot: Slot, message: FromWorker) {
    if (message.type === 'log') return void log[message.level](message.obj, message.msg);
    if (message.type === 'ready') return void (slot.ready = true);
    const job = slot.inFlight.get(message.id);
    if (!job) return;
    slot.inFlight.delete(message.id);
    if (message.type === 'rendered') {
      const body = Buffer.from(message.body);
      if (message.variants)
        attachVariants(body, { br: Buffer.from(message.variants.br), gzip: Buffer.from(message.variants.gzip) });
      job.resolve({ ...message.page, body });
    } else {
      job.reject(deserializeError(message.error));
    }
    settle(slot);
  }

  /**
   * A worker that stopped after starting is replaced at once. One that could not start (a broken
   * bundle, an unreachable database) is not: the renders waiting fail with its reason, and the
   * next render tries again.
   */
  function onStop(slot: Slot, reason: string) {
    if (slot.dead) return;
    slot.dead = true;
    slots.splice(slots.indexOf(slot), 1);
    const lost = [...slot.inFlight.values()];
    slot.inFlight.clear();
    for (const job of lost) job.reject(new Error(`The render worker stopped (${reason}) while rendering ${job.path}`));
    if (closed) return settle(slot);
    if (slot.ready) {
      log.error({ reason, lost: lost.length }, 'render worker stopped; starting another');
      startWorkers();
    } else if (!slots.some((s) => s.ready)) {
      for (const job of waiting.splice(0)) job.reject(new Error(`The render worker could not start: ${reason}`));
    }
    dispatch();
  }

  function startWorkers() {
    while (slots.length < threads) {
      const worker = new Worker(bootUrl, { workerData: { database, siteDir } satisfies RenderWorkerData });
      const slot: Slot = { worker, inFlight: new Map(), ready: false, dead: false };
      worker.unref();
      worker.on('message', (message: FromWorker) => onMessage(slot, message));
      worker.on('error', (error) => onStop(slot, error.message));
      worker.on('exit', (code) => onStop(slot, `exit code ${code}`));
      slots.push(slot);
    }
  }

  /** Only workers with renders in flight keep the process alive. */
  function settle(slot: Slot) {
    if (slot.inFlight.size === 0) slot.worker.unref();
    dispatch();
    if (closed && busy() === 0) drained?.();
  }

  /** The least busy worker that may take this render: urgent ones go past the per-worker cap. */
  const slotFor = (job: Job) =>
    slots
      .filter((s) => job.options.urgent || s.inFlight.size < perWorker)
      .sort((a, b) => a.inFlight.size - b.inFlight.size)[0];

  function dispatch() {
    while (waiting.length && !closed) {
      const slot = slotFor(waiting[0]!);
      if (!slot) return;
      const job = waiting.shift()!;
      const id = nextId++;
      slot.inFlight.set(id, job);
      slot.worker.ref();
      // The clock is read when the render starts, as the in-process renderer would.
      slot.worker.postMessage({
        type: 'render',
        id,
        tenant: job.tenant,
        path: job.path,
        options: job.options,
        now: now(),
      } satisfies ToWorker);
    }
  }

  const unsubscribe = events.subscribe((event) => {
    for (const slot of slots) slot.worker.postMessage({ type: 'event', event } satisfies ToWorker);
  });

  const render = async (tenant: Tenant, path: string, options: RenderOptions = {}): Promise<RenderedPage> => {
    if (closed) throw new Error('The render pool is closed');
    // The bus calls listeners a microtask after emit: an event emitted before this render was
    // asked for is forwarded (and so reaches the worker) before the render.
    await Promise.resolve();
    startWorkers();
    return new Promise<RenderedPage>((resolve, reject) => {
      const job = { tenant, path, options, resolve, reject };
      // A publish's pages start before the background renders that wait (after the urgent ones).
      if (options.urgent) waiting.splice(waiting.filter((w) => w.options.urgent).length, 0, job);
      else waiting.push(job);
      dispatch();
    });
  };

  return Object.assign(render, {
    readAhead(tenant: Tenant, paths: readonly string[]) {
      if (closed) return;
      startWorkers();
      for (const slot of slots) slot.worker.postMessage({ type: 'read-ahead', tenant, paths } satisfies ToWorker);
    },
    threads,
    workers: () => slots.map((slot) => slot.worker),
    async close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      for (const job of waiting.splice(0)) job.reject(new Error(`The render pool closed before rendering ${job.path}`));
      if (busy() > 0) await new Promise<void>((done) => (drained = done));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  });
}
