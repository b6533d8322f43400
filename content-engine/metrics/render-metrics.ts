import { Counter } from 'prom-client';
import { metricsPrefix, metricsRegistry } from './registry.ts';

/** Why a page was rendered: a build job (publish, full build), or a reader's request (a miss, a live render). */
export type RenderSource = 'build' | 'request';

const renders = new Counter({
  name: `${metricsPrefix}page_renders_total`,
  help: 'Pages rendered (renders per second: its rate), by tenant and source (build or request).',
  labelNames: ['tenant', 'source'] as const,
  registers: [metricsRegistry],
});

export function recordPageRender(tenantKey: string, source: RenderSource) {
  renders.inc({ tenant: tenantKey, source });
}
