import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** The Chrome or Chromium Lighthouse drives: CHROME_PATH, else the first usual place that has one. */
export function findChrome(env: Record<string, string | undefined>): string | null {
  const candidates = env.CHROME_PATH
    ? [env.CHROME_PATH]
    : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * The command that runs Lighthouse: PAGE_SPEED_LIGHTHOUSE (the path of a `lighthouse` binary)
 * when set, else the Lighthouse CLI installed with Masthead, on this Node.
 */
export function lighthouseCommand(env: Record<string, string | undefined>): string[] {
  const binary = env.PAGE_SPEED_LIGHTHOUSE?.trim();
  if (binary) return [binary];
  return [process.execPath, createRequire(import.meta.url).resolve('lighthouse/cli/index.js')];
}

/**
 * The Lighthouse adapter (ADR 0080): runs the Lighthouse CLI in a child process (its trace
 * processing would otherwise hold the server's event loop for seconds) with headless Chrome on
 * the page's address — every browser metric.
 */
export function createLighthousePageSpeedRunner(options: {
  /** The program and its first arguments (lighthouseCommand). */
  command: string[];
  chromePath: string;
  /** Where a tenant's pages are measured, e.g. https://www.example.com or http://key.localhost:4321. */
  originOf: (tenantKey: string) => Promise<string>;
  timeoutMs?: number;
}): PageSpeedRunner {
  const [program, ...prefix] = options.command;
  // Chrome refuses to run as root with its sandbox on (containers, CI).
  const sandbox = process.getuid?.() === 0 ? ' --no-sandbox' : '';
  return {
    source: 'lighthouse',
    async measure(target) {
      const url = `${await options.originOf(target.tenantKey)}${target.path}`;
      const { stdout } = await run(
        program!,
        [
          ...prefix,
          url,
          '--output=json',
          '--quiet',
          '--only-categories=performance',
          `--chrome-flags=--headless=new${sandbox}`,
        ],
        {
          timeout: options.timeoutMs ?? 120_000,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, CHROME_PATH: options.chromePath },
        },
      );
      return measurementOfLighthouse(url, JSON.parse(stdout) as LighthouseReport);
    },
  };
}
