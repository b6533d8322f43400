import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../content-engine/layouts/tests/two-tenants.ts';
import { insertCmsUser, loginAs } from '../../content-engine/testing/fixtures-cms-users.ts';
import { insertTenant } from '../../content-engine/testing/fixtures.ts';
import {
  histogramCount,
  parsePrometheusText,
  sampleSum,
  type MetricFamily,
} from '../../content-engine/testing/prometheus-text.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { buildServer } from '../../content-engine/server/app.ts';
import { startBuildPipeline, type BuildPipeline } from '../pipeline.ts';

/*
 * Issue 33 item 4: GET /metrics over a real socket, after pages, feeds, GraphQL and a publish went
 * through the server and its build pipeline. The exposition is read by a strict text-format reader
 * (testing/prometheus-text.ts) and checked by promtool where Debian's prometheus package is
 * installed; the families
 * exist and their counts moved as the requests made them. The metrics are the process's (other
 * tests in this worker may have moved them too): the test compares counts before and after.
 */
const tenantKey = 'alpha';
const host = 'alpha.example.com';
const promtool = spawnSync('promtool', ['--version']).status === 0;

let engine: TestEngine;
let pipeline: BuildPipeline;
let fixture: TenantFixture;
let token: string;
let base: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request over the socket (fetch may not set Host). */
function request(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const pageQuery =
  'query page($alias: String!) { getWebsiteLayoutPage(input: { alias: $alias, useCache: true }) { id usedContentIds } }';
const graphql = (query: string) =>
  request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-key': tenantKey },
    body: JSON.stringify({ query, variables: { alias: 'news' } }),
  });

/** The exposition, read strictly (a malformed one throws). */
async function scrape(): Promise<Map<string, MetricFamily>> {
  const answer = await request('/metrics', { headers: { host: '127.0.0.1' } });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(answer.body);
}

const valueOf = sampleSum;
const observations = histogramCount;

/** Waits until none of the tenant's jobs is queued or running. */
async function queueSettled(tenant = tenantKey) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { jobs } = await pipeline.queue.list({ tenantKey: tenant, limit: 100 });
    if (jobs.every((job) => job.status === 'done' || job.status === 'failed')) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the build queue did not settle');
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  fixture = await buildTenant(engine.db, tenantKey);
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'metrics-test' });
  const job = await pipeline.queue.enqueue({ tenantKey, kind: 'full', reason: 'test setup' });
  pipeline.worker.wake();
  expect((await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 120_000 })).status).toBe('done');
  const user = await insertCmsUser(engine.db, { username: 'publisher', isGlobal: true, role: 'administrator' });
  token = (await loginAs(engine.context(), user)).bearerToken;
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(engine.app.server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe('/metrics', () => {
  it('is valid Prometheus text format with the masthead_ families, as promtool and a parser read it', async (context) => {
    const families = await scrape();
    for (const [name, type] of [
      ['masthead_http_request_duration_seconds', 'histogram'],
      ['masthead_cache_lookups_total', 'counter'],
      ['masthead_page_renders_total', 'counter'],
      ['masthead_build_queue_depth', 'gauge'],
      ['masthead_build_queue_wait_seconds', 'histogram'],
      ['masthead_build_failures_total', 'counter'],
      ['masthead_publish_to_live_seconds', 'histogram'],
      ['masthead_process_cpu_seconds_total', 'counter'],
      ['masthead_nodejs_eventloop_lag_seconds', 'gauge'],
    ] as const)
      expect(families.get(name)?.type, name).toBe(type);
    expect([...families.keys()].every((name) => name.startsWith('masthead_'))).toBe(true);
    // The full build of the setup: its renders counted for the tenant, its wait observed.
    expect(valueOf(families, 'masthead_page_renders_total', { tenant: tenantKey, source: 'build' })).toBeGreaterThan(0);
    expect(observations(families, 'masthead_build_queue_wait_seconds', { kind: 'full' })).toBeGreaterThan(0);

    if (!promtool) return context.skip('promtool is not installed (apt-get install prometheus); the parser checked it');
    const text = (await request('/metrics', { headers: { host: '127.0.0.1' } })).body;
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    // 0: clean; 3: lint problems only (1 would be a parse error). The only problems are those of
    // three gauges of prom-client's default metrics, named …_total upstream; ours have none.
    expect(check.status, check.stderr).toBeOneOf([0, 3]);
    expect(`${check.stdout}${check.stderr}`.trim().split('\n').filter(Boolean).sort()).toEqual(
      ['handles', 'requests', 'resources'].map(
        (what) => `masthead_nodejs_active_${what}_total non-counter metrics should not have "_total" suffix`,
      ),
    );
  });

  it('times requests by route class and status class, and counts the caches they went through', async () => {
    const before = await scrape();
    // The first read of a built page comes from its file, the second from memory before Fastify.
    for (let i = 0; i < 2; i++) expect((await request('/news')).status).toBe(200);
    expect((await request('/news')).headers['x-masthead-cache']).toBe('static');
    expect((await request('/sitemap.xml')).status).toBe(200);
    expect((await request('/no-such-page-here')).status).toBe(404);
    expect((await request('/health')).status).toBe(200);
    // The same anonymous query twice: the second is a whole-response hit. Another spelling of it
    // misses those but finds the resolved page.
    for (let i = 0; i < 2; i++) expect((await graphql(pageQuery)).status).toBe(200);
    expect((await graphql(pageQuery.replace('usedContentIds', 'usedContentIds primaryGrid'))).status).toBe(200);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>, of = valueOf) =>
      of(after, name, labels) - of(before, name, labels);
    const http = 'masthead_http_request_duration_seconds';
    expect(moved(http, { route_class: 'page', status_class: '2xx' }, observations)).toBeGreaterThanOrEqual(3);
    expect(moved(http, { route_class: 'page', status_class: '4xx' }, observations)).toBeGreaterThanOrEqual(1);
    expect(moved(http, { route_class: 'feed', status_class: '2xx' }, observations)).toBeGreaterThanOrEqual(1);
    expect(moved(http, { route_class: 'health', status_class: '2xx' }, observations)).toBeGreaterThanOrEqual(1);
    expect(moved(http, { route_class: 'graphql', status_class: '2xx' }, observations)).toBeGreaterThanOrEqual(3);
    // The route classes are few: no URL becomes a label.
    const classes = new Set(after.get(http)!.samples.map((sample) => sample.labels.route_class));
    expect(
      [...classes].every((c) => ['page', 'feed', 'asset', 'graphql', 'admin', 'api', 'health', 'metrics'].includes(c!)),
    ).toBe(true);

    const cache = 'masthead_cache_lookups_total';
    expect(moved(cache, { cache: 'static_pages', result: 'hit' })).toBeGreaterThanOrEqual(3);
    expect(moved(cache, { cache: 'page_memory', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(moved(cache, { cache: 'page_memory', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved(cache, { cache: 'graphql_responses', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved(cache, { cache: 'graphql_responses', result: 'miss' })).toBeGreaterThanOrEqual(2);
    expect(moved(cache, { cache: 'layout_pages', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved(cache, { cache: 'layout_pages', result: 'miss' })).toBeGreaterThanOrEqual(1);
  });

  it("observes a publish's time to live pages and counts its renders for the tenant", async () => {
    const before = await scrape();
    const published = await engine.gql(
      'mutation($input: PublishContentInput!) { publishContent(input: $input) { id } }',
      { input: { id: fixture.content.draft } },
      { tenantKey, token },
    );
    expect(published.errors).toBeUndefined();
    await engine.events.settled();
    const jobs = await queueSettled();
    expect(jobs.filter((job) => job.status === 'failed')).toEqual([]);
    expect((await request('/news/draft-story')).status).toBe(200);
    const after = await scrape();

    expect(
      observations(after, 'masthead_publish_to_live_seconds') -
        observations(before, 'masthead_publish_to_live_seconds'),
    ).toBeGreaterThanOrEqual(1);
    const renders = (families: Map<string, MetricFamily>) =>
      valueOf(families, 'masthead_page_renders_total', { tenant: tenantKey, source: 'build' });
    expect(renders(after) - renders(before)).toBeGreaterThanOrEqual(1);
    const waits = (families: Map<string, MetricFamily>) =>
      observations(families, 'masthead_build_queue_wait_seconds', { kind: 'tags' });
    expect(waits(after) - waits(before)).toBeGreaterThanOrEqual(1);
  });

  it('reads the queue depth per tenant from the queue when scraped', async () => {
    await pipeline.worker.stop();
    try {
      await pipeline.queue.enqueue({ tenantKey, kind: 'paths', paths: ['/news'], reason: 'metrics test' });
      expect(valueOf(await scrape(), 'masthead_build_queue_depth', { tenant: tenantKey })).toBe(1);
    } finally {
      pipeline.worker.start();
    }
    await queueSettled();
    expect(valueOf(await scrape(), 'masthead_build_queue_depth', { tenant: tenantKey })).toBe(0);
  });

  it("counts a build job's failed attempts for its tenant", async () => {
    const failures = (families: Map<string, MetricFamily>) =>
      valueOf(families, 'masthead_build_failures_total', { tenant: 'doomed' });
    const before = failures(await scrape());
    // A tenant whose row the engine cannot read (a module this version does not know): its job
    // throws when it runs, and is retried after a backoff.
    await insertTenant(engine.db, { key: 'doomed', domains: ['doomed.example.com'] });
    await engine
      .db('tenants')
      .where({ key: 'doomed' })
      .update({ modules: JSON.stringify(['no-such-module']) });
    await pipeline.queue.enqueue({ tenantKey: 'doomed', kind: 'full', reason: 'metrics test' });
    pipeline.worker.wake();
    await expect.poll(async () => failures(await scrape()) - before, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(await scrape(), 'masthead_build_failures_total', { tenant: 'doomed', outcome: 'retry' }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('who may read /metrics', () => {
  it('refuses an anonymous request from elsewhere (through a trusted proxy) when no token is set', async () => {
    const answer = await request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(answer.body).not.toContain('masthead_');
  });

  it('asks every request for the token when METRICS_TOKEN is set, and is not served when metrics are off', async () => {
    const secret = 'scraper-secret-0123456789';
    const guarded = await buildServer({ engine: engine.engine, metrics: { enabled: true, token: secret } });
    const off = await buildServer({ engine: engine.engine, metrics: { enabled: false } });
    try {
      const anonymous = await guarded.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const wrong = await guarded.inject({
        url: '/metrics',
        remoteAddress: '198.51.100.4',
        headers: { authorization: 'Bearer not-the-secret-at-all' },
      });
      expect(wrong.statusCode).toBe(401);
      const scraper = await guarded.inject({
        url: '/metrics',
        remoteAddress: '198.51.100.4',
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(scraper.statusCode).toBe(200);
      expect(scraper.body).toContain('masthead_http_request_duration_seconds');
      expect((await off.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await guarded.close();
      await off.close();
    }
  });
});
