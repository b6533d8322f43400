import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../testing/prometheus-text.ts';
import { recordBuildFailure, recordPublishToLive, recordQueueWait } from './build-metrics.ts';
import { recordCacheLookup } from './cache-metrics.ts';
import { collectProcessMetrics, metricsExposition } from './registry.ts';
import { recordPageRender } from './render-metrics.ts';

describe("the process's metrics", () => {
  it('are valid Prometheus text format, every family named masthead_…', async () => {
    collectProcessMetrics();
    recordCacheLookup('static_pages', true);
    recordPageRender('alpha', 'request');
    recordBuildFailure('alpha', 'retry');
    recordQueueWait('tags', 0.2);
    recordPublishToLive(0.7);
    const { contentType, body } = await metricsExposition();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(body);
    expect([...families.keys()].filter((name) => !name.startsWith('masthead_'))).toEqual([]);
    expect(families.get('masthead_publish_to_live_seconds')?.type).toBe('histogram');
    expect(families.get('masthead_process_cpu_seconds_total')?.type).toBe('counter');
  });
});
