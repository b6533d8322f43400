import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { shareCardRelations } from '../../content/card-relations-memo.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import type { Tenant } from '../../core/tenant.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { getWebsiteLayoutPage } from '../operations/get-website-layout-page.ts';
import { shareCandidatePools, sharedCandidatePool } from '../population/shared-pool.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

/*
 * A renderer's database handle shares one complete candidate pool and the list cards between the
 * pages it renders. Pages must come out exactly as they do without sharing, at every moment:
 * after a change event, and when a scheduled publish date passes with no event at all.
 */
const tenantKey = 'fleetowner';
const now = 1_780_000_000_000;

let plain: TestEngine;
let shared: TestEngine;
let tenant: Tenant;
let paths: string[];

const page = (engine: TestEngine, path: string, at: number) =>
  getWebsiteLayoutPage({
    ctx: engine.context({ tenant, now: () => at }),
    input: { alias: path, preview: false, useCache: false },
  });
const shownIds = (p: Awaited<ReturnType<typeof page>>) => JSON.stringify(p.primaryGrid).match(/"id":\d{8}\b/g);

async function expectSamePages(at: number) {
  for (const path of paths) {
    const [expected, actual] = [await page(plain, path, at), await page(shared, path, at)];
    expect(shownIds(actual), path).toEqual(shownIds(expected));
    expect(JSON.stringify(actual), path).toBe(JSON.stringify(expected));
  }
}

beforeAll(async () => {
  // Two engines over identical seeds: one plain, one whose engine shares like a renderer's.
  [plain, shared] = await Promise.all([createTestEngine(), createTestEngine()]);
  for (const engine of [plain, shared])
    await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 120, now: now - 86_400_000 });
  shareCandidatePools(shared.engine.memos);
  shareCardRelations(shared.engine.memos);
  tenant = (await findTenantByKey(plain.db, tenantKey))!;
  const sections = await plain
    .db('website_sections')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNot('alias', 'home')
    .orderBy('id')
    .limit(4)
    .pluck('alias');
  const articles = await plain
    .db('content')
    .where({ tenant_key: tenantKey, status: 1, type: 'Article' })
    .where('published', '<=', now)
    .orderBy('published', 'desc')
    .limit(4)
    .pluck('canonical_path');
  paths = ['/', ...sections.map((alias: string) => `/${alias}`), ...articles];
});
afterAll(async () => {
  await plain?.close();
  await shared?.close();
});

describe('pages rendered with shared pools and cards', () => {
  it('show exactly what pages without sharing show', async () => {
    await expectSamePages(now);
    await expectSamePages(now + 1_000);
  });

  it('show an item when its publish date passes, with no event at that time', async () => {
    await expectSamePages(now);
    const { id } = await plain
      .db('content')
      .where({ tenant_key: tenantKey, status: 1, type: 'Article' })
      .orderBy('id')
      .first('id');
    for (const engine of [plain, shared])
      await engine
        .db('content')
        .where({ id })
        .update({ published: now + 60_000 });
    // The write's own event (a scheduled publish); then time passes with no event at all.
    shared.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(id)], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expectSamePages(now + 30_000);
    await expectSamePages(now + 60_000);
    const home = shownIds(await page(shared, '/', now + 60_000)) ?? [];
    const promoted = await shared
      .db('content')
      .where({ tenant_key: tenantKey, published: now + 60_000 })
      .first('id');
    expect(home).toContain(`"id":${promoted.id}`);
  });

  it('drop what they share on a change event', async () => {
    await expectSamePages(now + 60_000);
    for (const engine of [plain, shared]) {
      await engine
        .db('content')
        .where({ tenant_key: tenantKey, published: now + 60_000 })
        .update({ name: 'Renamed After the Event' });
    }
    const { id } = await plain
      .db('content')
      .where({ tenant_key: tenantKey, published: now + 60_000 })
      .first('id');
    shared.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(id)], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expectSamePages(now + 60_000);
    const listing = await Promise.all(paths.map((path) => page(shared, path, now + 60_000)));
    expect(listing.some((p) => JSON.stringify(p.primaryGrid).includes('Renamed After the Event'))).toBe(true);
  });

  it('take an unpublished item out of lists at once, and start over on other changes', async () => {
    await expectSamePages(now + 60_000);
    const newest = await plain
      .db('content')
      .where({ tenant_key: tenantKey, status: 1 })
      .where('published', '<=', now + 60_000)
      .orderBy([
        { column: 'published', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(1)
      .first('id');
    for (const engine of [plain, shared]) await engine.db('content').where({ id: newest.id }).update({ status: 0 });
    shared.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(newest.id)], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expectSamePages(now + 60_000);
    expect(shownIds(await page(shared, '/', now + 60_000))).not.toContain(`"id":${newest.id}`);
    const scheduleIds = await plain
      .db('website_schedules')
      .where({ tenant_key: tenantKey })
      .orderBy('id')
      .limit(20)
      .pluck('id');
    for (const engine of [plain, shared]) await engine.db('website_schedules').whereIn('id', scheduleIds).delete();
    shared.events.emit({ tenantKey, kind: 'section', tags: [changeTags.sections], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expectSamePages(now + 60_000);
  });

  it('show an item in a section when its schedule there starts, after a refresh and with no event at that time', async () => {
    const at = now + 60_000;
    await page(shared, '/', at);
    await vi.waitFor(
      async () => expect(await sharedCandidatePool(shared.engine.memos, tenantKey, at, { load: false })).not.toBeNull(),
      { timeout: 30_000 },
    );
    const alias = paths[1]!.slice(1);
    const section = await plain.db('website_sections').where({ tenant_key: tenantKey, alias }).first('id');
    const listed = shownIds(await page(plain, paths[1]!, at)) ?? [];
    const schedule = await plain
      .db('website_schedules')
      .where({ tenant_key: tenantKey, section_id: section.id })
      .whereIn(
        'content_id',
        listed.map((id) => Number(id.slice(5))),
      )
      .first('id', 'content_id');
    // Only the item's schedule changed: the pool refreshes that item, and must still end its
    // validity when the schedule starts (a boundary of the refreshed item, not of the tenant scan).
    for (const engine of [plain, shared])
      await engine
        .db('website_schedules')
        .where({ id: schedule.id })
        .update({ start_date: now + 90_000 });
    shared.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(schedule.content_id)], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expectSamePages(at);
    expect(await sharedCandidatePool(shared.engine.memos, tenantKey, at, { load: false })).not.toBeNull();
    await expectSamePages(now + 90_000);
    expect(shownIds(await page(shared, paths[1]!, now + 90_000))).toContain(`"id":${schedule.content_id}`);
  });

  it("leave the pool unloaded for a publish's pages (which show the same) and load it for the others", async () => {
    const at = now + 60_000;
    shared.events.emit({ tenantKey, kind: 'section', tags: [changeTags.sections], at: now });
    const urgent = (path: string) =>
      getWebsiteLayoutPage({
        ctx: { ...shared.context({ tenant, now: () => at }), urgentRender: true },
        input: { alias: path, preview: false, useCache: false },
      });
    for (const path of paths)
      expect(JSON.stringify(await urgent(path)), path).toBe(JSON.stringify(await page(plain, path, at)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sharedCandidatePool(shared.engine.memos, tenantKey, at, { load: false })).toBeNull();
    await page(shared, '/', at);
    await vi.waitFor(
      async () => expect(await sharedCandidatePool(shared.engine.memos, tenantKey, at, { load: false })).not.toBeNull(),
      { timeout: 30_000 },
    );
    await expectSamePages(at);
  });
});
