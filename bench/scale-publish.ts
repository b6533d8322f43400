import type { Knex } from 'knex';
import { getWithHost, postGraphql } from '../content-engine/testing/graphql-over-http.ts';
import { benchAdminPassword } from './bench-setup.ts';
import { percentile, round } from './percentiles.ts';

const get = async (port: number, path: string, host: string) => (await getWithHost(port, path, host)).body;
const graphql = postGraphql;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, pollMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((done) => setTimeout(done, pollMs));
  }
}

/**
 * Publish-to-live across processes: `publishes` edits (after one warm-up) of live articles (the
 * newest ones in turn) saved through web process A's GraphQL as the bench admin, each timed until
 * web process B serves the article's page with the new title (polled every 20 ms). Each starts on
 * an idle queue: the previous publish's follow-up jobs (pages listing the article) have settled.
 */
export async function measurePublishToLive({
  db,
  tenantKey,
  host,
  webA,
  webB,
  publishes,
}: {
  db: Knex;
  tenantKey: string;
  host: string;
  webA: number;
  webB: number;
  publishes: number;
}) {
  const { loginCmsUser } = await graphql<{ loginCmsUser: { bearerToken: string } }>(
    webA,
    tenantKey,
    'mutation($input: LoginCmsUserInput!) { loginCmsUser(input: $input) { bearerToken } }',
    { input: { username: 'bench', password: benchAdminPassword } },
  );
  const items: { id: number; name: string }[] = await db('content')
    .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
    .where('published', '<=', Date.now())
    .whereNull('expires')
    .orderBy('published', 'desc')
    .limit(Math.min(publishes + 1, 10))
    .select('id', 'name');
  if (!items.length) throw new Error(`${tenantKey} has no live article to publish`);
  const idle = () =>
    until(
      'an idle build queue',
      async () => !(await db('build_jobs').whereIn('status', ['queued', 'running']).first('id')),
      120_000,
      100,
    );
  const run = Date.now().toString(36);
  const ms: number[] = [];
  // Publish 0 warms the processes up (its first GraphQL call, renders and reads after start took
  // 3–48 s in trials on a loaded machine): reported, not counted.
  for (let i = 0; i <= publishes; i++) {
    await idle();
    const item = items[i % items.length]!;
    // Looked for in the page as is: the title around it may be HTML-escaped.
    const mark = `bench-${run}-${i + 1}`;
    const name = `${item.name} ${mark}`;
    const started = Date.now();
    const { updateContent } = await graphql<{ updateContent: { canonicalPath: string } }>(
      webA,
      tenantKey,
      'mutation($input: UpdateContentInput!) { updateContent(input: $input) { canonicalPath } }',
      { input: { id: Number(item.id), name } },
      loginCmsUser.bearerToken,
    );
    await until(
      `"${name}" on ${updateContent.canonicalPath} from web process B`,
      async () => (await get(webB, updateContent.canonicalPath, host)).includes(mark),
      60_000,
      20,
    );
    ms.push(Date.now() - started);
  }
  const [warmUp, ...counted] = ms;
  return {
    publishes: counted.length,
    'p50 ms': round(percentile(counted, 50)),
    'p95 ms': round(percentile(counted, 95)),
    'first publish after start ms (not counted)': warmUp,
    ms: counted,
  };
}
