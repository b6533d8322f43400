import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { cmsToken } from '../../content-engine/testing/fixtures-cms-tokens.ts';
import { insertPublication } from '../../content-engine/testing/fixtures-catalogue.ts';
import { insertLayout } from '../../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { startBuildPipeline, type BuildPipeline } from '../pipeline.ts';

/*
 * Issue 29 item 5: the admin's magazine writes regenerate the site. A new issue gets its page
 * built and appears on its publication's page (which lists issues); a renamed issue moves to its
 * new path and the old one is removed; a deleted issue's page is removed and leaves the list; a
 * publication's new name shows on its page.
 */
const tenantKey = 'alpha';
const host = 'alpha.example.com';

let engine: TestEngine;
let pipeline: BuildPipeline;
let token: string;
let publicationId: number;
let lastJobId = 0;

const get = (url: string) => engine.app.inject({ method: 'GET', url, headers: { host } });
const built = async (path: string) =>
  !!(await engine.db('built_pages').where({ tenant_key: tenantKey, path }).first('path'));

async function mutate<T>(query: string, input: Record<string, unknown>): Promise<T> {
  const result = await engine.gql<Record<string, T>>(query, { input }, { tenantKey, token });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
}

/** Waits, with a deadline, until the jobs queued since the last call are all done. */
async function settledJobs() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { jobs } = await pipeline.queue.list({ tenantKey, limit: 100 });
    const mine = jobs.filter((job) => job.id > lastJobId);
    if (mine.length && mine.every((job) => job.status === 'done' || job.status === 'failed')) {
      lastJobId = Math.max(...mine.map((job) => job.id));
      expect(mine.map((job) => job.error)).toEqual(mine.map(() => null));
      return mine;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the build queue did not settle');
}

const createIssue = `mutation($input: CreateMagazineIssueInput!) { createMagazineIssue(input: $input) { id canonicalPath } }`;
const updateIssue = `mutation($input: UpdateMagazineIssueInput!) { updateMagazineIssue(input: $input) { id canonicalPath } }`;
const deleteIssue = `mutation($input: DeleteMagazineRecordInput!) { deleteMagazineIssue(input: $input) }`;
const updatePublication = `mutation($input: UpdateMagazinePublicationInput!) { updateMagazinePublication(input: $input) { id } }`;
const createPublication = `mutation($input: CreateMagazinePublicationInput!) { createMagazinePublication(input: $input) { canonicalPath } }`;

const grid = (type: string) => ({
  rows: [
    {
      id: 'r',
      settings: { layout: '1' },
      columns: [{ id: 'c', blocks: [{ id: 'b', type, settings: { display: 'list' } }] }],
    },
  ],
});

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, tenantKey);
  await insertLayout(engine.db, {
    tenantKey,
    name: 'Issue',
    type: 'module',
    key: 'issue',
    primaryGrid: grid('issue_overview'),
  });
  await insertLayout(engine.db, {
    tenantKey,
    name: 'Publication',
    type: 'module',
    key: 'publication',
    primaryGrid: grid('magazine_overview'),
  });
  publicationId = await insertPublication(engine.db, { tenantKey, name: 'Fleet Monthly', alias: 'fleet-monthly' });
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'test' });
  const job = await pipeline.queue.enqueue({ tenantKey, kind: 'full', reason: 'test setup' });
  pipeline.worker.wake();
  expect((await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 120_000 })).status).toBe('done');
  lastJobId = job.id;
  token = await cmsToken(engine, {
    username: 'magazine-manager',
    tenants: [tenantKey],
    extraPermissions: ['manage_magazine_publications', 'manage_magazine_issues'],
  });
}, 180_000);

afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe("the magazine writes regenerate the site's pages", () => {
  it('builds a new issue page and lists the issue on its publication page', async () => {
    expect(await built('/magazine/fleet-monthly')).toBe(true);
    expect((await get('/magazine/fleet-monthly')).body).not.toContain('March Fleet 2026');

    const issue = await mutate<{ canonicalPath: string }>(createIssue, {
      publicationId,
      name: 'March Fleet 2026',
      mailDate: '2026-03-01',
    });
    await settledJobs();
    expect(issue.canonicalPath).toBe('/magazine/fleet-monthly/march-fleet-2026');
    expect(await built(issue.canonicalPath)).toBe(true);
    const page = await get(issue.canonicalPath);
    expect([page.statusCode, page.headers['x-masthead-cache']]).toEqual([200, 'static']);
    expect(page.body).toContain('March Fleet 2026');
    const publication = await get('/magazine/fleet-monthly');
    expect(publication.headers['x-masthead-cache']).toBe('static');
    expect(publication.body).toContain('March Fleet 2026');
  }, 120_000);

  it('moves a renamed issue to its new path, removes the old page and deletes it from the list', async () => {
    const issue = await mutate<{ id: number; canonicalPath: string }>(createIssue, {
      publicationId,
      name: 'April Fleet 2026',
      mailDate: '2026-04-01',
    });
    await settledJobs();
    const renamed = await mutate<{ canonicalPath: string }>(updateIssue, {
      id: issue.id,
      name: 'April Special 2026',
      alias: 'april-special',
    });
    await settledJobs();
    expect(await built(issue.canonicalPath)).toBe(false);
    expect(await built(renamed.canonicalPath)).toBe(true);
    expect((await get('/magazine/fleet-monthly')).body).toContain('April Special 2026');

    await mutate(deleteIssue, { id: issue.id });
    await settledJobs();
    expect(await built(renamed.canonicalPath)).toBe(false);
    expect((await get(renamed.canonicalPath)).statusCode).toBe(404);
    expect((await get('/magazine/fleet-monthly')).body).not.toContain('April Special 2026');
  }, 120_000);

  it("shows a publication's new name on its page and builds a new publication's page", async () => {
    await mutate(updatePublication, { id: publicationId, name: 'Fleet Monthly Renamed' });
    await settledJobs();
    expect((await get('/magazine/fleet-monthly')).body).toContain('Fleet Monthly Renamed');

    const created = await mutate<{ canonicalPath: string }>(createPublication, { name: 'Brand New Quarterly' });
    await settledJobs();
    expect(await built(created.canonicalPath)).toBe(true);
  }, 120_000);
});
