import { Cron } from 'croner';
import type { Engine } from '../core/engine.ts';
import { listTenants } from '../tenants/queries.ts';
import { createLighthousePageSpeedRunner, findChrome, lighthouseCommand } from './lighthouse-runner.ts';
import { createLocalPageSpeedRunner } from './local-runner.ts';
import type { PageSpeedRunner } from './page-speed-runner.ts';
import { pageSpeedPass } from './page-speed-sampler.ts';

type Env = Record<string, string | undefined>;

/** Daily at 04:30 server time (PAGE_SPEED_CRON overrides; `off` measures nothing). */
export const defaultPageSpeedSchedule = '30 4 * * *';

/**
 * The runner PAGE_SPEED_RUNNER chooses (ADR 0080): `lighthouse`, `local`, or by default Lighthouse
 * when a Chrome is found (findChrome) and the local runner otherwise. Lighthouse measures the
 * pages on this server (`http://<key>.localhost:PORT`), or with PAGE_SPEED_ORIGIN=public on each
 * tenant's primary domain, as readers reach it (through the CDN).
 */
export function pageSpeedRunnerFromEnv(engine: Engine, env: Env, port: number): PageSpeedRunner {
  const choice = env.PAGE_SPEED_RUNNER?.trim() || 'auto';
  if (!['auto', 'lighthouse', 'local'].includes(choice))
    throw new Error(`PAGE_SPEED_RUNNER must be auto, lighthouse or local, not "${choice}"`);
  const origin = env.PAGE_SPEED_ORIGIN?.trim() || 'local';
  if (!['local', 'public'].includes(origin))
    throw new Error(`PAGE_SPEED_ORIGIN must be local or public, not "${origin}"`);
  const chromePath = choice === 'local' ? null : findChrome(env);
  if (choice === 'lighthouse' && !chromePath)
    throw new Error('PAGE_SPEED_RUNNER=lighthouse needs Chrome or Chromium: set CHROME_PATH');
  if (!chromePath) return createLocalPageSpeedRunner({ port });
  const local = (tenantKey: string) => `http://${tenantKey}.localhost:${port}`;
  return createLighthousePageSpeedRunner({
    command: lighthouseCommand(env),
    chromePath,
    originOf: async (tenantKey) => {
      if (origin === 'local') return local(tenantKey);
      const row = (await engine
        .db('tenant_domains')
        .where({ tenant_key: tenantKey })
        .orderBy('is_primary', 'desc')
        .orderBy('domain')
        .first('domain')) as { domain: string } | undefined;
      return row ? `https://${row.domain}` : local(tenantKey);
    },
  });
}

/** The recent articles sampled per tenant (PAGE_SPEED_ARTICLES, default 3). */
export function sampledArticles(value: string | undefined): number {
  if (!value) return 3;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 50)
    throw new Error(`PAGE_SPEED_ARTICLES must be a whole number from 0 to 50, not "${value}"`);
  return count;
}

/**
 * The page speed sampler (ADR 0080) on a croner timer in the server process: the home page, a
 * section and the recent articles of every tenant, measured one at a time. Passes never overlap.
 */
export function startPageSpeedCron({ engine, port, env = process.env }: { engine: Engine; port: number; env?: Env }): {
  stop(): void;
} {
  const schedule = env.PAGE_SPEED_CRON || defaultPageSpeedSchedule;
  if (schedule === 'off') return { stop: () => {} };
  const runner = pageSpeedRunnerFromEnv(engine, env, port);
  const articles = sampledArticles(env.PAGE_SPEED_ARTICLES);
  const timer = new Cron(
    schedule,
    {
      protect: true,
      unref: true,
      catch: (error: unknown) => {
        engine.log.error({ err: error }, 'page speed pass failed');
        void engine.errors.capture(error, { route: 'cron:page-speed' });
      },
    },
    async () => {
      const tenants = await listTenants(engine.db, { includeTest: false });
      const result = await pageSpeedPass(engine.db, {
        runner,
        tenantKeys: tenants.map((t) => t.key),
        articles,
        now: engine.now,
        onError: (target, error) =>
          engine.log.warn({ err: error, tenant: target.tenantKey, path: target.path }, 'page speed run failed'),
      });
      engine.log.info({ ...result, source: runner.source }, 'page speed runs stored');
    },
  );
  return { stop: () => timer.stop() };
}
