import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { getWebsiteLayoutPage } from '../../layouts/operations/get-website-layout-page.ts';
import { shareCandidatePools } from '../../layouts/population/shared-pool.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import type { Tenant } from '../../core/tenant.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { shareCardRelations } from '../card-relations-memo.ts';
import { readAhead, shareReadAhead } from '../read-ahead.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

/*
 * A bulk render names the paths it renders next and the handle loads their items together.
 * Pages must come out exactly as they do without it, and a window must never answer for longer
 * than the memos do: not after a change event, not after a few seconds.
 */
const tenantKey = 'fleetowner';
const now = 1_780_000_000_000;

let plain: TestEngine;
let ahead: TestEngine;
let tenant: Tenant;
let paths: string[];
/** Public items' pages with related items, companies, gallery images and authors. */
let itemPaths: string[];

const page = (engine: TestEngine, path: string, at = now) =>
  getWebsiteLayoutPage({
    ctx: engine.context({ tenant, now: () => at }),
    input: { alias: path, preview: false, useCache: false },
  }).then(
    (p) => JSON.stringify(p),
    (error: Error) => error.message,
  );

async function expectSamePages(at = now) {
  for (const path of paths) expect(await page(ahead, path, at), path).toBe(await page(plain, path, at));
}

/** The statements a page of the read-ahead engine runs. */
async function queriesOf(path: string): Promise<string[]> {
  const sql: string[] = [];
  const listen = (query: { sql: string }) => sql.push(query.sql);
  ahead.db.on('query', listen);
  try {
    await page(ahead, path);
  } finally {
    ahead.db.off('query', listen);
  }
  return sql;
}

beforeAll(async () => {
  // Two engines over identical seeds: one plain, one whose engine shares and reads ahead like a renderer's.
  [plain, ahead] = await Promise.all([createTestEngine(), createTestEngine()]);
  for (const engine of [plain, ahead])
    await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 120, now: now - 86_400_000 });
  shareCandidatePools(ahead.engine.memos);
  shareCardRelations(ahead.engine.memos);
  shareReadAhead(ahead.engine.memos);
  tenant = (await findTenantByKey(plain.db, tenantKey))!;
  const db = plain.db;
  // Items with related items, companies, gallery images, authors; unpublished and scheduled ones too.
  const related = await db('content_relations as r')
    .join('content', 'content.id', 'r.content_id')
    .where({ 'content.tenant_key': tenantKey })
    .limit(4)
    .pluck('content.canonical_path');
  const withCompany = await db('content')
    .where({ tenant_key: tenantKey })
    .whereNotNull('company_id')
    .limit(3)
    .pluck('canonical_path');
  const withImages = await db('content_images as i')
    .join('content', 'content.id', 'i.content_id')
    .where({ 'content.tenant_key': tenantKey })
    .limit(3)
    .pluck('content.canonical_path');
  const withAuthors = await db('content_authors as a')
    .join('content', 'content.id', 'a.content_id')
    .where({ 'content.tenant_key': tenantKey })
    .limit(3)
    .pluck('content.canonical_path');
  const unpublished = await db('content')
    .where({ tenant_key: tenantKey })
    .whereNot('status', 1)
    .limit(2)
    .pluck('canonical_path');
  const scheduled = await db('content')
    .where({ tenant_key: tenantKey, status: 1 })
    .where('published', '>', now)
    .limit(2)
    .pluck('canonical_path');
  const newest = await db('content')
    .where({ tenant_key: tenantKey, status: 1 })
    .where('published', '<=', now)
    .orderBy('published', 'desc')
    .limit(8)
    .pluck('canonical_path');
  const section = await db('website_sections')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNot('alias', 'home')
    .orderBy('id')
    .first('alias');
  itemPaths = [...related, ...withCompany, ...withImages, ...withAuthors];
  paths = [
    ...new Set([
      '/',
      `/${section.alias}`,
      ...related,
      ...withCompany,
      ...withImages,
      ...withAuthors,
      ...unpublished,
      ...scheduled,
      ...newest,
      '/no-such-page-here',
    ]),
  ];
  expect(
    related.length * withCompany.length * withImages.length * withAuthors.length * unpublished.length,
  ).toBeGreaterThan(0);
});
afterAll(async () => {
  await plain?.close();
  await ahead?.close();
});
afterEach(() => vi.useRealTimers());

describe('pages rendered with read-ahead', () => {
  it('show exactly what pages without it show, for items of every kind and paths with no item', async () => {
    readAhead(ahead.engine.memos, tenantKey, paths);
    await expectSamePages();
    await expectSamePages(now + 86_400_000);
  });

  it("answer an item's own page without querying its row or relations", async () => {
    const article = itemPaths[0]!;
    readAhead(ahead.engine.memos, tenantKey, [article]);
    // The first page waits for the window's own (batched) load.
    await page(ahead, article);
    const sql = (await queriesOf(article)).join('\n');
    for (const table of [
      'canonical_path',
      'content_relations',
      'content_images',
      'content_taxonomy',
      'website_schedules',
      'content_authors',
    ])
      expect(sql).not.toContain(table);
  });

  it('drop their windows on a change event', async () => {
    readAhead(ahead.engine.memos, tenantKey, paths);
    await expectSamePages();
    const path = itemPaths[1]!;
    for (const engine of [plain, ahead])
      await engine
        .db('content')
        .where({ tenant_key: tenantKey, canonical_path: path })
        .update({ name: 'Renamed After the Event' });
    const { id } = await plain.db('content').where({ tenant_key: tenantKey, canonical_path: path }).first('id');
    ahead.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(id)], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await page(ahead, path)).toContain('Renamed After the Event');
    await expectSamePages();
  });

  it('answer for a few seconds only: a change made without an event (another process) shows after that', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = itemPaths[2]!;
    readAhead(ahead.engine.memos, tenantKey, [path]);
    await page(ahead, path);
    await ahead
      .db('content')
      .where({ tenant_key: tenantKey, canonical_path: path })
      .update({ name: 'Renamed Elsewhere' });
    expect(await page(ahead, path)).not.toContain('Renamed Elsewhere');
    vi.setSystemTime(Date.now() + 5_000);
    expect(await page(ahead, path)).toContain('Renamed Elsewhere');
    // Both engines alike again, and the memos loaded at the faked time dropped.
    await plain
      .db('content')
      .where({ tenant_key: tenantKey, canonical_path: path })
      .update({ name: 'Renamed Elsewhere' });
    ahead.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(0)], at: now });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('leave paths outside the windows to their queries', async () => {
    readAhead(ahead.engine.memos, tenantKey, ['/no-such-page-here']);
    await expectSamePages();
  });
});
