/**
 * `npm run bench:engine`: getWebsiteLayoutPage on a 10,000-item tenant, for the home page, a
 * section and an article — in-process latency (p50/p95/p99, uncached and with the page cache)
 * and HTTP throughput with autocannon against a child-process server, next to the same server's
 * /health route as the anchor measured in the same run.
 *
 * Options: --items N (default 10000), --duration S (default 10), --connections C (default 32).
 */
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDb } from '../db/connection.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { getWebsiteLayoutPage } from '../content-engine/layouts/operations/get-website-layout-page.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { contextFor, type EngineContext } from '../content-engine/core/context.ts';
import { processEngine } from '../builds/process-engine.ts';
import { percentile, round } from './percentiles.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});
const items = Number(values.items);
const file = 'var/bench/engine.sqlite';
rmSync('var/bench', { recursive: true, force: true });
const url = `sqlite:${file}`;

const tsxChild = (script: string, env: Record<string, string>) =>
  fork(new URL(script, import.meta.url), { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'] });
const seeded = await new Promise<{ tenantKey: string; ms: number }>((resolve) =>
  tsxChild('./seed-bench-db.ts', { BENCH_DATABASE_URL: url, BENCH_ITEMS: String(items) }).once('message', (m) =>
    resolve(m as never),
  ),
);
const tenantKey = seeded.tenantKey;
console.log(`seeded ${items} items into ${tenantKey} in ${seeded.ms} ms (separate process)`);
const db = createDb({ url });

const tenant = (await findTenantByKey(db, tenantKey))!;
const section = await db('website_sections')
  .where({ tenant_key: tenantKey, parent_id: null })
  .whereNot({ alias: 'home' })
  .orderBy('id')
  .first();
const article = await db('content')
  .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
  .where('published', '<', Date.now())
  .orderBy('published', 'desc')
  .first();
const pages = { home: '/', section: `/${section.alias}`, article: article.canonical_path as string };
const engine = processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger });
const ctx: EngineContext = contextFor(engine, { tenant, ip: '127.0.0.1' });

const inProcess: Record<string, unknown> = {};
for (const [name, alias] of Object.entries(pages)) {
  for (const useCache of [false, true]) {
    for (let i = 0; i < 50; i++) await getWebsiteLayoutPage({ ctx, input: { alias, useCache } });
    const samples: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      await getWebsiteLayoutPage({ ctx, input: { alias, useCache } });
      samples.push(performance.now() - t);
    }
    inProcess[`${name}${useCache ? ' (useCache)' : ''}`] = {
      path: alias,
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      p99: round(percentile(samples, 99)),
    };
  }
}
await db.destroy();
console.log('\nIn-process getWebsiteLayoutPage (ms):');
console.table(inProcess);

const port = 4399;
const server = tsxChild('./engine-server.ts', { PORT: String(port), BENCH_DATABASE_URL: url, NODE_ENV: 'production' });
await new Promise<void>((resolve) => server.once('message', () => resolve()));

const query =
  'query getWebsiteLayoutPage($alias: String!, $useCache: Boolean) { getWebsiteLayoutPage(input: { alias: $alias, useCache: $useCache }) { id name pageType layoutId primaryGrid usedContentIds } }';
const run = (opts: autocannon.Options) =>
  autocannon({ duration: Number(values.duration), connections: Number(values.connections), ...opts });
const anchor = await run({ url: `http://127.0.0.1:${port}/health` });
const http: Record<string, unknown> = {
  'anchor: GET /health': {
    'req/s': round(anchor.requests.average, 0),
    p50: anchor.latency.p50,
    p97_5: anchor.latency.p97_5,
    errors: anchor.non2xx + anchor.errors,
  },
};
const cases = Object.entries(pages).flatMap(([name, alias]) => [
  { name, variables: { alias, useCache: false } },
  { name: `${name} (useCache)`, variables: { alias, useCache: true } },
]);
for (const { name, variables } of cases) {
  const result = await run({
    url: `http://127.0.0.1:${port}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-key': tenantKey, 'accept-encoding': 'br, gzip' },
    body: JSON.stringify({ query, variables }),
  });
  http[name] = {
    'req/s': round(result.requests.average, 0),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.non2xx + result.errors,
    'vs anchor': round(result.requests.average / anchor.requests.average, 2),
  };
}
server.send('stop');
console.log(`\nHTTP POST /graphql getWebsiteLayoutPage, ${values.connections} connections, ${values.duration} s each:`);
console.table(http);
