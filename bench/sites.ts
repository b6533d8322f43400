/**
 * `npm run bench:sites`: the static-first figures of issue 3 on a 10,000-item tenant —
 * 1. full pre-render: pages/s and peak memory (a separate process, so only the build is measured),
 *    then a second full build over the pages it built (as a scheduled build: unchanged pages are
 *    neither compressed nor written);
 * 2. publish-to-live: an article scheduled in three sections and listed on the home page, from the
 *    publishContent mutation until a reader sees it on its page, the three section pages and the
 *    home page (polled over HTTP every 5 ms), p50/p95 over --publishes runs after one warm-up run;
 * 3. serving a prebuilt page: Masthead vs nginx (Debian, started here on a loopback port, serving
 *    the same files with gzip_static), requests/s with autocannon, same run; beside them a bare
 *    node:http server sending the same bytes from memory (the ceiling of one Node process).
 *
 * Options: --items N (10000), --publishes N (20), --duration S (10), --connections C (32), --reuse
 * (keep the last run's database and files: measure publish-to-live and serving only).
 */
import { postGraphql } from '../content-engine/testing/graphql-over-http.ts';
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDb } from '../db/connection.ts';
import { buildSiteIfStale } from '../builds/site-build.ts';
import { percentile, round } from './percentiles.ts';
import { benchAdminPassword, benchChildren, ensureBenchAdmin, message } from './bench-setup.ts';
import type { PrerenderResult } from './sites-prerender.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    publishes: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    reuse: { type: 'boolean', default: false },
  },
});
const dir = resolve('var/bench-sites');
// --reuse: keep the database and the pre-rendered files of the last run; measure parts 2 and 3 only.
const reuse = values.reuse && existsSync(`${dir}/sites.sqlite`) && existsSync(`${dir}/results.json`);
if (!reuse) rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const url = `sqlite:${dir}/sites.sqlite`;
const output = `${dir}/output`;
const env = { BENCH_DATABASE_URL: url, BUILD_OUTPUT_DIR: output, NODE_ENV: 'production' };
const { tsxChild } = benchChildren(env);

buildSiteIfStale();
const earlier = reuse
  ? (JSON.parse(readFileSync(`${dir}/results.json`, 'utf8')) as {
      tenantKey: string;
      prerender: Record<string, number>;
      rebuild: Record<string, number>;
    })
  : null;
const tenantKey = earlier?.tenantKey ?? (await seed());
async function seed() {
  const seeded = await message<{ tenantKey: string; ms: number }>(
    tsxChild('./seed-bench-db.ts', { BENCH_ITEMS: values.items! }),
  );
  console.log(`seeded ${values.items} items into ${seeded.tenantKey} in ${seeded.ms} ms (separate process)`);
  return seeded.tenantKey;
}
const db = createDb({ url });
await ensureBenchAdmin(db);
const password = benchAdminPassword;

// 1. Full pre-render, then a full build over the pages it built (a scheduled build: only changes are written).
const prerender = earlier?.prerender ?? (await prerenderOnce());
const rebuild = earlier?.rebuild ?? (await prerenderOnce());
async function prerenderOnce() {
  const full = await message<PrerenderResult>(tsxChild('./sites-prerender.ts', { BENCH_TENANT: tenantKey }));
  return {
    pages: full.rendered,
    stored: full.stored,
    unchanged: full.unchanged ?? 0,
    seconds: round(full.ms / 1000, 1),
    'pages/s': round(full.rendered / (full.ms / 1000), 0),
    'peak RSS MB': full.maxRssMB,
    'render threads': full.threads,
    'CPU ms/page': full.cpuMsPerPage,
    'main thread held p99.9 / max ms': `${full.loopDelayP999Ms} / ${full.loopDelayMaxMs}`,
  };
}
console.log(reuse ? '\nFull pre-render (from the last run, --reuse):' : '\nFull pre-render:');
console.table({ prerender, 'rebuild over built pages': rebuild });

// 2. Publish-to-live through the server and its pipeline.
const port = 4398;
const server = tsxChild('./sites-server.ts', { PORT: String(port) });
await message(server);
const host = `${tenantKey}.localhost`;
const agent = new Agent({ keepAlive: true });
const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  postGraphql<T>(port, tenantKey, query, variables, token);
const { loginCmsUser } = await gql<{ loginCmsUser: { bearerToken: string } }>(
  'mutation($input: LoginCmsUserInput!) { loginCmsUser(input: $input) { bearerToken } }',
  { input: { username: 'bench', password } },
);
const token = loginCmsUser.bearerToken;
const sections = await db('website_sections')
  .where({ tenant_key: tenantKey, status: 1 })
  .whereNotNull('parent_id')
  .orderBy('id')
  .limit(3)
  .select('id', 'alias');
await db.destroy();
// node:http, not fetch: fetch drops a Host header it is given, and the server picks the tenant by Host.
const page = (path: string) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const request = get({ host: '127.0.0.1', port, path, headers: { host }, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', fail);
  });
const samples: number[] = [];
// Run 0 is a warm-up, not measured: the server process's first live render (the article's 404
// before it is published) and the render threads' first publish compile and load code.
for (let i = 0; i <= Number(values.publishes); i++) {
  const title = `Benchmark publish ${i} ${Date.now()}`;
  const { createContent } = await gql<{ createContent: { id: number; canonicalPath: string } }>(
    'mutation($input: CreateContentInput!) { createContent(input: $input) { id canonicalPath } }',
    {
      input: {
        type: 'Article',
        name: title,
        teaser: 'A benchmark article measured from publish until every page shows it.',
        body: '<p>Measured.</p>',
        primarySectionId: sections[0].id,
        schedules: sections.map((s: { id: number }) => ({ sectionId: s.id })),
      },
    },
    token,
  );
  server.send({ type: 'idle', tenantKey });
  await message(server);
  const started = performance.now();
  await gql(
    'mutation($input: PublishContentInput!) { publishContent(input: $input) { id } }',
    { input: { id: createContent.id } },
    token,
  );
  const targets = [createContent.canonicalPath, ...sections.map((s: { alias: string }) => `/${s.alias}`), '/'];
  const pending = new Set(targets);
  while (pending.size) {
    // A reader's look every 5 ms, not a busy loop: the poller would otherwise take a core of this
    // 2-core machine away from the renders it measures.
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const path of [...pending]) {
      const { status, body } = await page(path);
      if (status === 200 && body.includes(title)) pending.delete(path);
    }
    if (performance.now() - started > 30_000) throw new Error(`not live after 30 s: ${[...pending].join(', ')}`);
  }
  if (i > 0) samples.push(performance.now() - started);
  server.send({ type: 'idle', tenantKey });
  await message(server);
}
const publish = {
  runs: samples.length,
  p50: round(percentile(samples, 50)),
  p95: round(percentile(samples, 95)),
  max: round(Math.max(...samples)),
};
console.log('\nPublish-to-live (ms), article in 3 sections and on the home page, seen over HTTP:');
console.table({ publish });

// 3. Serving a prebuilt page: Masthead vs nginx on the same files.
const nginxPort = 4397;
if (!existsSync('/usr/sbin/nginx')) execSync('apt-get install -y nginx-light', { stdio: 'inherit' });
const nginxConf = `${dir}/nginx.conf`;
writeFileSync(
  nginxConf,
  `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/nginx-tmp;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${output}/${tenantKey};
    etag on;
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
);
const nginx = spawn('/usr/sbin/nginx', ['-c', nginxConf, '-p', dir], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 500));
const articlePath = (await page('/sitemap/article/1.xml')).body.match(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/)![1]!;
const run = (target: string, path: string, headers: Record<string, string>) =>
  autocannon({
    url: `${target}${path}`,
    headers: { 'accept-encoding': 'gzip', ...headers },
    duration: Number(values.duration),
    connections: Number(values.connections),
  });
const serving: Record<string, unknown> = {};
// Two rounds each, alternating, averaged: this VM's throughput drifts between runs of seconds.
const average = (results: autocannon.Result[]) => ({
  requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
  latency: {
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p97_5: Math.max(...results.map((r) => r.latency.p97_5)),
  },
  non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
});
const barePort = 4396;
const fileOf = (path: string) => `${output}/${tenantKey}${path === '/' ? '' : path}/index.html.gz`;
for (const [name, path] of [
  ['article', articlePath],
  ['home', '/'],
] as const) {
  // The ceiling of one Node process here: node:http sending the same bytes from memory, nothing else.
  const bare = tsxChild('./bare-node-server.ts', { PORT: String(barePort), BARE_FILE: fileOf(path) });
  await message(bare);
  const rounds: { anchor: autocannon.Result[]; ours: autocannon.Result[]; bare: autocannon.Result[] } = {
    anchor: [],
    ours: [],
    bare: [],
  };
  for (let round = 0; round < 2; round++) {
    rounds.anchor.push(await run(`http://127.0.0.1:${nginxPort}`, path, {}));
    rounds.ours.push(await run(`http://127.0.0.1:${port}`, path, { host }));
    rounds.bare.push(await run(`http://127.0.0.1:${barePort}`, path, {}));
  }
  bare.kill();
  const [anchor, ours, ceiling] = [average(rounds.anchor), average(rounds.ours), average(rounds.bare)];
  const row = (result: ReturnType<typeof average>) => ({
    path,
    'req/s': round(result.requests.average, 0),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.non2xx + result.errors,
    'vs nginx': round(result.requests.average / anchor.requests.average, 2),
  });
  const { 'vs nginx': _self, ...anchorRow } = row(anchor);
  serving[`nginx ${name}`] = anchorRow;
  serving[`masthead ${name}`] = row(ours);
  serving[`bare node:http ${name}`] = row(ceiling);
}
nginx.kill('SIGQUIT');
server.send({ type: 'stop' });
console.log(
  `\nServing a prebuilt page (gzip), ${values.connections} connections, 2 alternating rounds of ${values.duration} s each (req/s averaged, latency the worse round):`,
);
console.table(serving);
writeFileSync(`${dir}/results.json`, JSON.stringify({ tenantKey, prerender, rebuild, publish, serving }, null, 2));
process.exit(0);
