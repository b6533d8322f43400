import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { insertCmsUser, loginAs } from '../../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { tags } from '../../content-engine/core/change-tags.ts';
import { startBuildPipeline, type BuildPipeline } from '../pipeline.ts';

/*
 * Issue 29 item 7: an ad unit pattern written in the admin reaches the prebuilt pages. Pages that
 * planned their ads carry the `ad-units` tag; a pattern write emits it, so they regenerate with
 * the new slot (and without it after a delete). A house-ad write regenerates nothing: the ad
 * server answers slots at request time.
 */
const tenantKey = 'alpha';
const host = 'alpha.example.com';

let engine: TestEngine;
let pipeline: BuildPipeline;
let token: string;
let lastJobId = 0;

const get = (url: string) => engine.app.inject({ method: 'GET', url, headers: { host } });

async function mutate<T>(query: string, input: Record<string, unknown>): Promise<T> {
  const result = await engine.gql<T>(query, { input }, { tenantKey, token });
  expect(result.errors).toBeUndefined();
  // The change listener has queued its job once the event's listeners are done.
  await engine.events.settled();
  return result.data!;
}

/** The jobs queued since the last call, once none of the tenant's is queued or running. */
async function settledJobs() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { jobs } = await pipeline.queue.list({ tenantKey, limit: 100 });
    const mine = jobs.filter((job) => job.id > lastJobId);
    if (jobs.every((job) => job.status === 'done' || job.status === 'failed')) {
      if (mine.length) lastJobId = Math.max(...mine.map((job) => job.id));
      expect(mine.map((job) => job.error)).toEqual(mine.map(() => null));
      return mine;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the build queue did not settle');
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, tenantKey);
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'test' });
  const job = await pipeline.queue.enqueue({ tenantKey, kind: 'full', reason: 'test setup' });
  pipeline.worker.wake();
  expect((await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 120_000 })).status).toBe('done');
  const user = await insertCmsUser(engine.db, {
    username: 'ad-ops',
    tenants: [tenantKey],
    extraPermissions: ['manage_ad_unit_patterns'],
  });
  token = (await loginAs(engine.context(), user)).bearerToken;
  await settledJobs();
}, 180_000);

afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe('an ad unit pattern written in the admin', () => {
  it('regenerates the pages that carry ad units with its slot, and without it once deleted', async () => {
    expect((await get('/')).body).not.toContain('id="admin-top-ad"');
    const { createAdUnitPattern: created } = await mutate<{ createAdUnitPattern: { id: number } }>(
      'mutation($input: CreateAdUnitPatternInput!) { createAdUnitPattern(input: $input) { id } }',
      {
        name: 'Admin leaderboard',
        key: 'admin-top',
        type: 'header-leaderboard',
        size: '728x90',
        targetId: 'admin-top-ad',
      },
    );
    const jobs = await settledJobs();
    // The tags job (and the follow-up of its long tail, a paths job).
    expect(jobs.filter((job) => job.kind === 'tags').map((job) => job.tags)).toEqual([[tags.adUnits]]);
    await expect.poll(async () => (await get('/')).body).toContain('id="admin-top-ad"');

    await mutate('mutation($input: AdUnitPatternIdInput!) { deleteAdUnitPattern(input: $input) }', { id: created.id });
    await settledJobs();
    await expect.poll(async () => (await get('/')).body).not.toContain('id="admin-top-ad"');
  });

  it('queues nothing for a house-ad write', async () => {
    const asset = await engine
      .db('assets')
      .insert({
        tenant_key: tenantKey,
        type: 'Image',
        file_name: 'a.png',
        src: '/files/alpha/a.png',
        mime_type: 'image/png',
        created: Date.now(),
        updated: Date.now(),
      })
      .returning('id');
    const id = Number(typeof asset[0] === 'object' ? asset[0].id : asset[0]);
    await mutate('mutation($input: CreateHouseAdInput!) { createHouseAd(input: $input) { id } }', {
      name: 'House',
      size: '728x90',
      imageAssetId: id,
      clickUrl: 'https://example.com',
      altText: 'House',
    });
    expect(await settledJobs()).toEqual([]);
  });
});
