import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsPrefix, metricsRegistry } from './registry.ts';

/** The queued jobs per tenant, as the build queue counts them (builds/queue implements it). */
export type QueueDepthSource = () => Promise<{ tenantKey: string; queued: number }[]>;

let depthSource: QueueDepthSource | null = null;
/** Tenants seen with queued jobs: they read 0 once their queue is empty, rather than vanish. */
const seenTenants = new Set<string>();

new Gauge({
  name: `${metricsPrefix}build_queue_depth`,
  help: 'Build jobs queued (not yet running), by tenant; read from the queue at scrape time.',
  labelNames: ['tenant'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!depthSource) return;
    const depths = await depthSource();
    this.reset();
    for (const { tenantKey } of depths) seenTenants.add(tenantKey);
    for (const tenant of seenTenants) this.set({ tenant }, 0);
    for (const { tenantKey, queued } of depths) this.set({ tenant: tenantKey }, queued);
  },
});

/**
 * Where the queue depth is read from at scrape time: the process's build pipeline registers its
 * queue when it starts. Returns the unregistering function (a later registration wins).
 */
export function measureQueueDepth(source: QueueDepthSource): () => void {
  depthSource = source;
  return () => {
    if (depthSource === source) depthSource = null;
  };
}

const queueWait = new Histogram({
  name: `${metricsPrefix}build_queue_wait_seconds`,
  help: 'Time a build job waited from being queued (or due again, for a retry) to starting, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
  registers: [metricsRegistry],
});

export function recordQueueWait(kind: string, seconds: number) {
  queueWait.observe({ kind }, Math.max(0, seconds));
}

const failures = new Counter({
  name: `${metricsPrefix}build_failures_total`,
  help: 'Build job attempts that threw, by tenant and outcome (retry: queued again; failed: attempts used up).',
  labelNames: ['tenant', 'outcome'] as const,
  registers: [metricsRegistry],
});

export function recordBuildFailure(tenantKey: string, outcome: 'retry' | 'failed') {
  failures.inc({ tenant: tenantKey, outcome });
}

const publishToLive = new Histogram({
  name: `${metricsPrefix}publish_to_live_seconds`,
  help: "Time from a change being queued for regeneration (its change event) to its pages being written, readers' pages first.",
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});

export function recordPublishToLive(seconds: number) {
  publishToLive.observe(Math.max(0, seconds));
}
