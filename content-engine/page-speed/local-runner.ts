import { request } from 'node:http';
import type { PageSpeedMeasurement, PageSpeedRunner, PageSpeedTarget } from './page-speed-runner.ts';

/**
 * The local page speed adapter (ADR 0080): fetches the page from this server over HTTP
 * (127.0.0.1:port, the tenant's host `<key>.localhost` in the Host header) and records what one
 * request measures honestly: time to the first byte, the whole download, the HTML's size. The
 * browser metrics (performance score, LCP, CLS, TBT, FCP) need a browser — the Lighthouse
 * adapter — and stay null.
 */
export function createLocalPageSpeedRunner(options: {
  port: number;
  host?: string;
  /** The Host header of a tenant (default `<key>.localhost`, as the server routes it). */
  hostOf?: (tenantKey: string) => string;
  timeoutMs?: number;
}): PageSpeedRunner {
  const address = options.host ?? '127.0.0.1';
  const hostOf = options.hostOf ?? ((tenantKey: string) => `${tenantKey}.localhost`);
  return {
    source: 'local',
    measure: (target) =>
      measureOnce(address, options.port, hostOf(target.tenantKey), target, options.timeoutMs ?? 30_000),
  };
}

function measureOnce(
  address: string,
  port: number,
  host: string,
  target: PageSpeedTarget,
  timeoutMs: number,
): Promise<PageSpeedMeasurement> {
  const url = `http://${host}${port === 80 ? '' : `:${port}`}${target.path}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: address, port, path: target.path, method: 'GET', headers: { host, 'user-agent': 'masthead-page-speed' } },
      (res) => {
        let ttfbMs: number | null = null;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          ttfbMs ??= performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 400) return reject(new Error(`${url} answered ${res.statusCode}`));
          const loadMs = performance.now() - started;
          resolve({
            url,
            performanceScore: null,
            lcpMs: null,
            cls: null,
            tbtMs: null,
            fcpMs: null,
            ttfbMs: Math.round(ttfbMs ?? loadMs),
            loadMs: Math.round(loadMs),
            htmlBytes: bytes,
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
