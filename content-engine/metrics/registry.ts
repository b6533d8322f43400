import { collectDefaultMetrics, Registry } from 'prom-client';

/*
 * The process's metrics (ADR 0082): one registry per process, as Prometheus scrapes processes.
 * The metrics are module-level, like the health counts (core/render-failures.ts): each is
 * recorded where it happens, by importing its recorder from this folder, and nothing has to be
 * passed down to reach them. A test asserts how a count moved, never its absolute value.
 */

/** Every metric's name starts with this. */
export const metricsPrefix = 'masthead_';

export const metricsRegistry = new Registry();

let collectingProcessMetrics = false;

/**
 * Node's own figures (CPU, memory, event-loop lag, GC, handles), named masthead_process_… and
 * masthead_nodejs_…: from the first call on (the server's metrics route makes it), so render
 * worker threads and CLIs, which import recorders but serve no /metrics, do not watch their GC.
 */
export function collectProcessMetrics() {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: metricsPrefix });
}

/** The exposition: Prometheus text format 0.0.4, and its content type. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
