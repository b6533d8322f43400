import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildQueue, type BuildJob } from '../../../builds/queue/build-queue.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { tags } from '../../core/change-tags.ts';

/*
 * Build jobs in the admin: read by any CMS user of the tenant, scoped to it; a full build is
 * requested with manage_site_settings. Runs the operation documents the admin downloads.
 */
let engine: TestEngine;
const tokens: Record<string, string> = {};
let alphaJobs: { publish: BuildJob; full: BuildJob };
let betaJob: BuildJob;

const documents = new Map<string, string>();
async function run(name: string, variables: Record<string, unknown>, options: { tenantKey?: string; token?: string }) {
  if (!documents.has(name))
    documents.set(name, (await engine.app.inject({ method: 'GET', url: `/graphql/${name}.gql` })).body);
  return engine.gql<Record<string, Record<string, unknown>>>(documents.get(name)!, variables, options);
}
const codeOf = (result: { errors?: { extensions: { code: string } }[] }) => result.errors?.[0]?.extensions.code;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  const users = {
    ann: await insertCmsUser(engine.db, { username: 'ann', tenants: ['alpha'] }),
    root: await insertCmsUser(engine.db, { username: 'root', role: 'administrator', isGlobal: true }),
    sam: await insertCmsUser(engine.db, { username: 'sam', role: 'administrator', tenants: ['beta'] }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await loginAs(engine.context(), user)).bearerToken;
  const queue = createBuildQueue(engine.db);
  const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'nothing built yet' });
  const publish = await queue.enqueue({
    tenantKey: 'alpha',
    kind: 'tags',
    tags: [tags.content(10000001)],
    reason: 'content change',
  });
  await queue.claim('server-1', { tenantKey: 'alpha' });
  await queue.complete(publish.id, { stored: 3, removed: 0, livePaths: ['/news/a', '/'] });
  alphaJobs = { publish, full };
  betaJob = await queue.enqueue({ tenantKey: 'beta', kind: 'full', reason: 'beta only' });
});
afterAll(() => engine.close());

describe('getBuildJobs', () => {
  it('lists the tenant’s jobs newest first for a CMS user of the tenant', async () => {
    const result = await run('query/build/getBuildJobs', { input: {} }, { tenantKey: 'alpha', token: tokens.ann });
    expect(result.errors).toBeUndefined();
    expect(result.data!.getBuildJobs).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: false },
      edges: [
        {
          node: {
            id: alphaJobs.publish.id,
            kind: 'tags',
            status: 'done',
            priority: 100,
            result: { stored: 3, removed: 0, livePaths: ['/news/a', '/'] },
            attempts: 1,
          },
        },
        { node: { id: alphaJobs.full.id, kind: 'full', status: 'queued', priority: 50, reason: 'nothing built yet' } },
      ],
    });
  });

  it('filters by status and pages', async () => {
    const queued = await run(
      'query/build/getBuildJobs',
      { input: { status: 'queued' } },
      { tenantKey: 'alpha', token: tokens.ann },
    );
    expect(queued.data!.getBuildJobs).toMatchObject({ totalCount: 1, edges: [{ node: { id: alphaJobs.full.id } }] });
    const firstPage = await run(
      'query/build/getBuildJobs',
      { input: { pagination: { limit: 1 } } },
      { tenantKey: 'alpha', token: tokens.ann },
    );
    expect(firstPage.data!.getBuildJobs).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { id: alphaJobs.publish.id } }],
    });
    const tooMany = await run(
      'query/build/getBuildJobs',
      { input: { pagination: { limit: 501 } } },
      { tenantKey: 'alpha', token: tokens.ann },
    );
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('finds the jobs of one change tag (the admin’s live publish status), wildcards taken literally', async () => {
    const tagged = await run(
      'query/build/getContentBuildJobs',
      { input: { tag: tags.content(10000001) } },
      { tenantKey: 'alpha', token: tokens.ann },
    );
    expect(tagged.data!.getBuildJobs).toMatchObject({
      edges: [{ node: { id: alphaJobs.publish.id, status: 'done', result: { livePaths: ['/news/a', '/'] } } }],
    });
    for (const tag of [tags.content(1000000), 'content:1000000_', '%']) {
      const none = await run(
        'query/build/getContentBuildJobs',
        { input: { tag } },
        { tenantKey: 'alpha', token: tokens.ann },
      );
      expect([tag, none.data!.getBuildJobs]).toEqual([tag, { edges: [] }]);
    }
    const otherTenant = await run(
      'query/build/getContentBuildJobs',
      { input: { tag: tags.content(10000001) } },
      { tenantKey: 'beta', token: tokens.sam },
    );
    expect(otherTenant.data!.getBuildJobs).toEqual({ edges: [] });
  });

  it('gives each listed job its log when asked', async () => {
    const result = await engine.gql<{
      getBuildJobs: { edges: { node: { id: number; events: { type: string }[] } }[] };
    }>(
      'query { getBuildJobs(input: { status: done }) { edges { node { id events { type } } } } }',
      {},
      { tenantKey: 'alpha', token: tokens.ann },
    );
    expect(result.data!.getBuildJobs.edges[0]!.node.events.map((e) => e.type)).toEqual(['queued', 'started', 'done']);
  });

  it('needs a signed-in CMS user, allowed on the tenant', async () => {
    expect(codeOf(await run('query/build/getBuildJobs', { input: {} }, { tenantKey: 'alpha' }))).toBe(
      'UNAUTHENTICATED',
    );
    const other = await run('query/build/getBuildJobs', { input: {} }, { tenantKey: 'beta', token: tokens.ann });
    expect([other.status, codeOf(other)]).toEqual([403, 'FORBIDDEN']);
  });

  it('shows nothing of another tenant', async () => {
    const result = await run('query/build/getBuildJobs', { input: {} }, { tenantKey: 'beta', token: tokens.sam });
    expect(result.data!.getBuildJobs).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: betaJob.id, reason: 'beta only' } }],
    });
  });
});

describe('getBuildJob', () => {
  it('returns a job with its event log', async () => {
    const result = await run(
      'query/build/getBuildJob',
      { input: { id: alphaJobs.publish.id } },
      { tenantKey: 'alpha', token: tokens.ann },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.getBuildJob).toMatchObject({
      id: alphaJobs.publish.id,
      tags: [tags.content(10000001)],
      paths: [],
      lockedBy: 'server-1',
      events: [
        { type: 'queued', message: 'content change' },
        { type: 'started', message: 'attempt 1 of 5 by server-1' },
        { type: 'done', message: 'stored 3, removed 0, livePaths 2' },
      ],
    });
  });

  it('answers NOT_FOUND for a job of another tenant, even to a global user', async () => {
    for (const token of [tokens.ann, tokens.root]) {
      const result = await run('query/build/getBuildJob', { input: { id: betaJob.id } }, { tenantKey: 'alpha', token });
      expect([codeOf(result), JSON.stringify(result.data ?? null)]).toEqual(['NOT_FOUND', 'null']);
    }
  });

  it('needs a signed-in CMS user', async () => {
    expect(
      codeOf(await run('query/build/getBuildJob', { input: { id: alphaJobs.full.id } }, { tenantKey: 'alpha' })),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('requestFullBuild', () => {
  it('needs manage_site_settings', async () => {
    expect(codeOf(await run('mutation/build/requestFullBuild', {}, { tenantKey: 'alpha', token: tokens.ann }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await run('mutation/build/requestFullBuild', {}, { tenantKey: 'alpha' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run('mutation/build/requestFullBuild', {}, { token: tokens.root }))).toBe('TENANT_REQUIRED');
  });

  it('queues a manual full build of the tenant, or returns the one already queued', async () => {
    const first = await run('mutation/build/requestFullBuild', {}, { tenantKey: 'beta', token: tokens.sam });
    expect(first.data!.requestFullBuild).toMatchObject({
      id: betaJob.id,
      kind: 'full',
      status: 'queued',
      priority: 50,
      reason: 'beta only; full build requested by sam',
    });
    await engine.db('build_jobs').where({ id: betaJob.id }).update({ status: 'done' });
    const second = await run('mutation/build/requestFullBuild', {}, { tenantKey: 'beta', token: tokens.root });
    expect(second.data!.requestFullBuild).toMatchObject({
      kind: 'full',
      status: 'queued',
      priority: 50,
      reason: 'full build requested by root',
    });
    expect(second.data!.requestFullBuild!.id).not.toBe(betaJob.id);
  });
});
