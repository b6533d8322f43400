import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { loadSectionTree } from '../../sections/section-tree.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { shareCardRelations } from '../card-relations-memo.ts';
import { hydrateContent, type HydrateOptions } from '../hydrate.ts';
import { findContentByIds } from '../queries.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

const tenantKey = 'fleetowner';
const now = 1_780_000_000_000;

let engine: TestEngine;
let options: HydrateOptions;
let ids: number[];

const cards = async (at = now) =>
  hydrateContent(await findContentByIds(engine.db, tenantKey, ids, { publicOnly: true, now: at }), {
    ...options,
    now: at,
  });

beforeAll(async () => {
  engine = await createTestEngine();
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 80, now: now - 86_400_000 });
  const tenant = (await findTenantByKey(engine.db, tenantKey))!;
  options = {
    db: engine.db,
    memos: engine.engine.memos,
    tenantKey,
    sections: await loadSectionTree(engine.db, tenantKey),
    now,
    origin: siteOrigin(tenant),
    full: false,
  };
  // Items with authors, companies and images, and some without.
  const withCompany = await engine
    .db('content')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNotNull('company_id')
    .where('published', '<=', now)
    .limit(4)
    .pluck('id');
  const withAuthors = await engine
    .db('content_authors as ca')
    .join('content', 'content.id', 'ca.content_id')
    .where({ 'content.tenant_key': tenantKey, 'content.status': 1 })
    .where('content.published', '<=', now)
    .limit(6)
    .pluck('ca.content_id');
  const others = await engine
    .db('content')
    .where({ tenant_key: tenantKey, status: 1 })
    .where('published', '<=', now)
    .orderBy('published', 'desc')
    .limit(10)
    .pluck('id');
  ids = [...new Set([...withCompany, ...withAuthors, ...others].map(Number))];
});
afterAll(() => engine.close());

describe('shared card relations', () => {
  it('hydrate list cards exactly as loading their relations afresh, first load and memoised', async () => {
    const fresh = await cards();
    expect(fresh.some((card) => card.company)).toBe(true);
    expect(fresh.some((card) => card.authors.edges.length > 0)).toBe(true);
    expect(fresh.some((card) => card.primaryImage)).toBe(true);

    shareCardRelations(engine.engine.memos);
    expect(await cards()).toEqual(fresh);
    expect(await cards()).toEqual(fresh);
  });

  it("check a memoised company's visibility at the time asked for", async () => {
    const card = (await cards()).find((c) => c.company)!;
    const companyId = card.company!.id;
    const published = now + 60_000;
    await engine.db('content').where({ id: companyId }).update({ published });
    engine.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(companyId)], at: now });
    await new Promise((resolve) => setImmediate(resolve));

    expect((await cards(now)).find((c) => c.id === card.id)!.company).toBeNull();
    expect((await cards(published)).find((c) => c.id === card.id)!.company).toEqual(card.company);
    expect((await cards(now)).find((c) => c.id === card.id)!.company).toBeNull();
  });

  it("drop a tenant's relations on its change events", async () => {
    const card = (await cards()).find((c) => c.authors.edges.length > 0)!;
    const author = card.authors.edges[0]!.node;
    await engine
      .db('persons')
      .where({ id: author.id })
      .update({ full_name: `${author.name} Jr.` });
    // Changed without an event (another process): the memo still has the old name…
    expect((await cards()).find((c) => c.id === card.id)!.authors.edges[0]!.node.name).toBe(author.name);

    // …until the tenant's next change event.
    engine.events.emit({ tenantKey, kind: 'content', tags: [changeTags.content(0)], at: now });
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cards()).find((c) => c.id === card.id)!.authors.edges[0]!.node.name).toBe(`${author.name} Jr.`);
  });
});
