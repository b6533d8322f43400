/**
 * `npm run bench:settings`: issue 28 item 4 on the 10,000-item bench tenant (ADR 47) — the time
 * from saving a colour (updateSiteSettingsGroup baseStyles) until the tenant's stylesheet serves
 * it and its job is done, and from saving a menu (setMenu header_primary) until the last page of
 * the tenant is live (its tenant-wide job done), with the pages that job rendered. Seeds a fresh
 * SQLite database (`var/bench-settings`), builds the tenant through the server's pipeline, then
 * measures --runs saves of each (after one warm-up save of each).
 *
 * Options: --items N (10000), --runs N (3).
 */
import { postGraphql } from '../content-engine/testing/graphql-over-http.ts';
import { mkdirSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '../db/connection.ts';
import { buildSiteIfStale } from '../builds/site-build.ts';
import { percentile, round } from './percentiles.ts';
import { benchAdminPassword, benchChildren, ensureBenchAdmin, message } from './bench-setup.ts';

const { values } = parseArgs({
  options: { items: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } },
});
const dir = resolve('var/bench-settings');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const url = `sqlite:${dir}/sites.sqlite`;
const env = { BENCH_DATABASE_URL: url, BUILD_OUTPUT_DIR: `${dir}/output`, NODE_ENV: 'production' };
const { tsxChild } = benchChildren(env);

buildSiteIfStale();
const seeded = await message<{ tenantKey: string; ms: number }>(
  tsxChild('./seed-bench-db.ts', { BENCH_ITEMS: values.items! }),
);
const { tenantKey } = seeded;
console.log(`seeded ${values.items} items into ${tenantKey} in ${seeded.ms} ms`);
const db = createDb({ url });
await ensureBenchAdmin(db);
const password = benchAdminPassword;

const port = 4396;
const server = tsxChild('./sites-server.ts', { PORT: String(port) });
await message(server);
const idle = async () => {
  server.send({ type: 'idle', tenantKey });
  await message(server);
};
let started = performance.now();
server.send({ type: 'full', tenantKey });
await message(server);
await idle();
const pages = Number((await db('built_pages').where({ tenant_key: tenantKey }).count({ n: '*' }).first())?.n ?? 0);
console.log(`built ${pages} pages in ${round((performance.now() - started) / 1000, 1)} s`);

const host = `${tenantKey}.localhost`;
const agent = new Agent({ keepAlive: true });
const gql = <T>(query: string, input: Record<string, unknown>, token?: string) =>
  postGraphql<T>(port, tenantKey, query, { input }, token);
const { loginCmsUser } = await gql<{ loginCmsUser: { bearerToken: string } }>(
  'mutation($input: LoginCmsUserInput!) { loginCmsUser(input: $input) { bearerToken } }',
  { username: 'bench', password },
);
const token = loginCmsUser.bearerToken;
// node:http, not fetch: fetch drops a Host header it is given, and the server picks the tenant by Host.
const page = (path: string) =>
  new Promise<string>((done, fail) => {
    const request = get({ host: '127.0.0.1', port, path, headers: { host }, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done(body));
    });
    request.on('error', fail);
  });
/** Polls a path every 5 ms until its body holds `text`. */
async function until(path: string, text: string) {
  for (;;) {
    if ((await page(path)).includes(text)) return;
    if (performance.now() - started > 600_000) throw new Error(`${path} did not show ${text} in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const newestJobPages = async () => {
  const row = await db('build_jobs').where({ tenant_key: tenantKey }).orderBy('id', 'desc').first('result');
  const result = typeof row?.result === 'string' ? JSON.parse(row.result) : row?.result;
  return Number(result?.rendered ?? 0);
};

const colour = { stylesheet: [] as number[], done: [] as number[], rendered: 0 };
const menu = { home: [] as number[], done: [] as number[], rendered: 0 };
const someArticle =
  ((await db('content').where({ tenant_key: tenantKey, type: 'Article', status: 1 }).first('canonical_path'))
    ?.canonical_path as string | undefined) ?? '/';
for (let run = 0; run <= Number(values.runs); run++) {
  const hex = `#${(0x100000 + run * 0x010203).toString(16).slice(-6)}`;
  started = performance.now();
  await gql(
    'mutation($input: UpdateSiteSettingsGroupInput!) { updateSiteSettingsGroup(input: $input) { tenantKey } }',
    { group: 'baseStyles', value: { primaryColor: hex } },
    token,
  );
  await until('/css/site.css', `--primary:${hex}`);
  const stylesheet = performance.now() - started;
  await idle();
  if (run > 0) {
    colour.stylesheet.push(stylesheet);
    colour.done.push(performance.now() - started);
    colour.rendered = await newestJobPages();
  }

  const label = `Bench menu ${run} ${Date.now()}`;
  started = performance.now();
  await gql(
    'mutation($input: SetMenuInput!) { setMenu(input: $input) { menu } }',
    { menu: 'header_primary', links: [{ label, href: '/' }] },
    token,
  );
  await until('/', label);
  const home = performance.now() - started;
  await idle();
  const done = performance.now() - started;
  if (!(await page(someArticle)).includes(label)) throw new Error(`${someArticle} does not show the new menu`);
  if (run > 0) {
    menu.home.push(home);
    menu.done.push(done);
    menu.rendered = await newestJobPages();
  }
}
const figures = (samples: number[]) => `${round(percentile(samples, 50))} (max ${round(Math.max(...samples))})`;
console.log(`\nSettings save to live on ${tenantKey} (${pages} built pages), ms, median of ${values.runs} runs:`);
console.table({
  'colour (baseStyles.primaryColor)': {
    'first reader sees it': `${figures(colour.stylesheet)} (stylesheet)`,
    'last page live (job done)': figures(colour.done),
    'files rendered': colour.rendered,
  },
  'menu (setMenu header_primary)': {
    'first reader sees it': `${figures(menu.home)} (home page)`,
    'last page live (job done)': figures(menu.done),
    'files rendered': menu.rendered,
  },
});
server.send({ type: 'stop' });
await db.destroy();
agent.destroy();
