import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PageSpeedMeasurement, PageSpeedRunner } from './page-speed-runner.ts';

const run = promisify(execFile);

interface LighthouseReport {
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, { numericValue?: number } | undefined>;
}

const metric = (report: LighthouseReport, audit: string) => {
  const value = report.audits?.[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The measurement of a Lighthouse JSON report (`lighthouse --output=json`); the score as 0–100. */
export function measurementOfLighthouse(url: string, report: LighthouseReport): PageSpeedMeasurement {
  const score = report.categories?.performance?.score;
  return {
    url,
    performanceScore: typeof score === 'number' ? Math.round(score * 1000) / 10 : null,
    lcpMs: metric(report, 'largest-contentful-paint'),
    cls: metric(report, 'cumulative-layout-shift'),
    tbtMs: metric(report, 'total-blocking-time'),
    fcpMs: metric(report, 'first-contentful-paint'),
    ttfbMs: metric(report, 'server-response-time'),
    loadMs: null,
    htmlBytes: null,
  };
}

/**
 * The Lighthouse adapter (ADR 0080): runs the Lighthouse CLI (PAGE_SPEED_LIGHTHOUSE, the path of
 * the `lighthouse` binary; it needs Chrome) on the tenant's public address — every browser metric.
 */
export function createLighthousePageSpeedRunner(options: {
  binary: string;
  /** The public origin of a tenant, e.g. https://www.example.com. */
  originOf: (tenantKey: string) => Promise<string>;
  timeoutMs?: number;
}): PageSpeedRunner {
  return {
    source: 'lighthouse',
    async measure(target) {
      const url = `${await options.originOf(target.tenantKey)}${target.path}`;
      const { stdout } = await run(
        options.binary,
        [url, '--output=json', '--quiet', '--only-categories=performance', '--chrome-flags=--headless=new'],
        { timeout: options.timeoutMs ?? 120_000, maxBuffer: 64 * 1024 * 1024 },
      );
      return measurementOfLighthouse(url, JSON.parse(stdout) as LighthouseReport);
    },
  };
}
