import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { startCaptureServer } from '../../testing/capture-server.ts';
import { createSentryErrorMonitor } from '../sentry-monitor.ts';

/*
 * The error monitor wired into the server (ADR 0084): an unexpected resolver error is grouped in
 * error_events by fingerprint; expected GraphQL errors never are; only global administrators list
 * and resolve them. Failures are real: the table a query reads is dropped.
 */

const list = `query($search: String, $includeResolved: Boolean) {
  errorEvents(search: $search, includeResolved: $includeResolved) {
    totalCount
    items { id name message count route tenantKey cmsUserId release resolvedAt firstSeen lastSeen topFrame sampleStack }
  }
}`;
const resolve = 'mutation($id: Int!) { resolveErrorEvent(id: $id) { id resolvedAt } }';
const news = '{ getAspireNewsStream { totalCount } }';

let engine: TestEngine;
let globalAdmin: string;
let siteAdmin: string;
let editor: string;
let globalAdminId: number;

const rows = () => engine.db('error_events').select('*');

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha', domains: ['alpha.example.com'] });
  const admin = await insertCmsUser(engine.db, { username: 'global-admin', role: 'administrator', isGlobal: true });
  globalAdminId = admin.id;
  globalAdmin = (await loginAs(engine.context(), admin)).bearerToken;
  siteAdmin = (
    await loginAs(
      engine.context(),
      await insertCmsUser(engine.db, { username: 'site-admin', role: 'administrator', tenants: ['alpha'] }),
    )
  ).bearerToken;
  editor = (await loginAs(engine.context(), await insertCmsUser(engine.db, { username: 'editor', isGlobal: true })))
    .bearerToken;
});
afterAll(() => engine.close());

describe('the error monitor on GraphQL errors', () => {
  it('never records expected errors: unauthenticated, forbidden, bad input, not found', async () => {
    expect((await engine.gql(list, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await engine.gql(list, {}, { token: editor })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await engine.gql(resolve, { id: 0 }, { token: globalAdmin })).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await engine.gql(resolve, { id: 999 }, { token: globalAdmin })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await engine.gql('{ nope }', {})).errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await rows()).toEqual([]);
  });

  it('records an unexpected resolver error once and counts its repeats', async () => {
    await engine.db.schema.dropTable('internal_news_reads');
    for (let i = 0; i < 3; i++) {
      const failed = await engine.gql(news, {}, { token: globalAdmin, tenantKey: 'alpha' });
      expect([failed.status, failed.errors?.[0]?.extensions.code]).toEqual([500, 'INTERNAL_SERVER_ERROR']);
    }
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      route: 'graphql:getAspireNewsStream',
      tenant_key: 'alpha',
      cms_user_id: globalAdminId,
      resolved_at: null,
    });
    expect(Number(stored[0].count)).toBe(3);
    expect(stored[0].release).toMatch(/^masthead@/);
    expect(stored[0].sample_stack).toContain('at ');
  });

  it('lists the groups to a global administrator, with search, and resolves them until they happen again', async () => {
    const listed = await engine.gql<{ errorEvents: { totalCount: number; items: { id: number; count: number }[] } }>(
      list,
      { search: 'internal_news' },
      { token: globalAdmin },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.errorEvents).toMatchObject({ totalCount: 1, items: [{ count: 3 }] });
    const id = listed.data!.errorEvents.items[0]!.id;
    expect((await engine.gql(list, { search: 'no such words' }, { token: globalAdmin })).data).toMatchObject({
      errorEvents: { totalCount: 0 },
    });

    const resolved = await engine.gql(resolve, { id }, { token: globalAdmin });
    expect(resolved.data).toMatchObject({ resolveErrorEvent: { id, resolvedAt: expect.any(Number) } });
    expect((await engine.gql(list, {}, { token: globalAdmin })).data).toMatchObject({ errorEvents: { totalCount: 0 } });
    expect((await engine.gql(list, { includeResolved: true }, { token: globalAdmin })).data).toMatchObject({
      errorEvents: { totalCount: 1 },
    });

    await engine.gql(news, {}, { token: globalAdmin, tenantKey: 'alpha' });
    expect((await engine.gql(list, {}, { token: globalAdmin })).data).toMatchObject({
      errorEvents: { totalCount: 1, items: [{ id, count: 4, resolvedAt: null }] },
    });
  });

  it('shows nothing to an administrator limited to some sites, not even on their own site', async () => {
    for (const tenantKey of [undefined, 'alpha']) {
      const answer = await engine.gql(list, {}, { token: siteAdmin, tenantKey });
      expect([answer.status, answer.errors?.[0]?.extensions.code, answer.data]).toEqual([403, 'FORBIDDEN', null]);
      const resolving = await engine.gql(resolve, { id: 1 }, { token: siteAdmin, tenantKey });
      expect(resolving.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('records an HTTP route failing with 500', async () => {
    await engine.db.schema.dropTable('server_secrets');
    const response = await engine.app.inject({ url: '/exports/1/download?site=alpha&expires=1&sig=x' });
    expect(response.statusCode).toBe(500);
    const stored = await engine.db('error_events').where({ route: 'GET /exports/:id/download' }).first();
    expect(stored).toMatchObject({ route: 'GET /exports/:id/download' });
  });
});

describe('the Sentry-compatible monitor in the server', () => {
  it('posts an unexpected resolver error as an envelope to the DSN ingest endpoint', async () => {
    const sentry = await startCaptureServer();
    const dsn = `${sentry.origin.replace('//', '//publickey123@')}/42`;
    const server = await createTestEngine({
      ports: { errors: createSentryErrorMonitor({ dsn, release: 'masthead@test', environment: 'test' }) },
    });
    try {
      await insertTenant(server.db, { key: 'alpha', domains: ['alpha.example.com'] });
      const admin = await insertCmsUser(server.db, { username: 'g', role: 'administrator', isGlobal: true });
      const token = (await loginAs(server.context(), admin)).bearerToken;
      await server.db.schema.dropTable('internal_news_reads');
      expect((await server.gql(news, {}, { token })).errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect((await server.gql(list, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

      expect(sentry.received).toHaveLength(1);
      const [request] = sentry.received;
      expect(request).toMatchObject({ method: 'POST', url: '/api/42/envelope/' });
      expect(request!.headers['content-type']).toBe('application/x-sentry-envelope');
      expect(request!.headers['x-sentry-auth']).toMatch(
        /^Sentry sentry_version=7, sentry_key=publickey123, sentry_client=masthead\//,
      );
      const lines = request!.body
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(3);
      const [header, item, event] = lines;
      expect(header).toMatchObject({ event_id: event.event_id, dsn, sent_at: expect.any(String) });
      expect(item).toEqual({ type: 'event' });
      expect(event).toMatchObject({
        event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        platform: 'node',
        level: 'error',
        release: 'masthead@test',
        environment: 'test',
        transaction: 'graphql:getAspireNewsStream',
        tags: { route: 'graphql:getAspireNewsStream' },
        user: { id: String(admin.id) },
        fingerprint: [expect.stringMatching(/^[0-9a-f]{32}$/)],
      });
      const [exception] = event.exception.values;
      expect(exception.value).toMatch(/internal_news_reads/);
      expect(exception.stacktrace.frames.length).toBeGreaterThan(0);
      expect(exception.stacktrace.frames.at(-1)).toMatchObject({
        lineno: expect.any(Number),
        filename: expect.any(String),
      });
      // The Sentry adapter replaces the embedded store: nothing is written locally.
      expect(Number((await server.db('error_events').count({ n: '*' }).first())?.n)).toBe(0);
    } finally {
      await server.close();
      await sentry.close();
    }
  });
});
