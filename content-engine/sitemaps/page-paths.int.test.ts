import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertContent, insertSection, insertTenant } from '../testing/fixtures.ts';
import { insertIssue, insertPublication } from '../testing/fixtures-catalogue.ts';
import { contentPagePaths, tenantPagePaths } from './page-paths.ts';

describe("a tenant's page paths", () => {
  let engine: TestEngine;
  const now = Date.UTC(2026, 10, 25, 12);
  const hour = 3_600_000;
  const ids = { older: 0, newer: 0, draft: 0, other: 0 };

  beforeAll(async () => {
    engine = await createTestEngine({ now: () => now });
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    await insertSection(db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
    await insertSection(db, { tenantKey: 'beta', name: 'Beta news', alias: 'beta-news' });
    const magazine = await insertPublication(db, { tenantKey: 'alpha', name: 'Mag', alias: 'mag' });
    await insertPublication(db, { tenantKey: 'alpha', name: 'Gone', alias: 'gone', status: 0 });
    await insertIssue(db, {
      tenantKey: 'alpha',
      publicationId: magazine,
      name: 'May',
      alias: 'may',
      mailDate: now - 9 * hour,
    });
    await insertIssue(db, {
      tenantKey: 'alpha',
      publicationId: magazine,
      name: 'June',
      alias: 'june',
      mailDate: now - hour,
    });
    const item = (tenantKey: string, name: string, published: number | null, status = 1) =>
      insertContent(db, { tenantKey, name, canonicalPath: `/news/${name}`, published, status });
    ids.older = await item('alpha', 'older', now - 5 * hour);
    ids.newer = await item('alpha', 'newer', now - 2 * hour);
    ids.draft = await item('alpha', 'draft', null, 0);
    ids.other = await item('beta', 'other', now - 3 * hour);
  });
  afterAll(() => engine.close());

  it('lists home, sections, magazines (newest issue first), then public items newest first, with the section aliases', async () => {
    expect(await tenantPagePaths(engine.db, 'alpha', now)).toEqual({
      pages: ['/', '/news', '/magazine/mag', '/magazine/mag/june', '/magazine/mag/may', '/news/newer', '/news/older'],
      sectionAliases: ['news'],
    });
  });

  it("gives the canonical paths of the tenant's items whatever their status", async () => {
    const paths = await contentPagePaths(engine.db, 'alpha', [ids.older, ids.draft, ids.other]);
    expect(paths.sort()).toEqual(['/news/draft', '/news/older']);
    expect(await contentPagePaths(engine.db, 'alpha', [])).toEqual([]);
  });
});
