import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertContent, insertSchedule, insertSection, insertTenant } from '../testing/fixtures.ts';
import { findTenantByKey } from '../tenants/queries.ts';
import { sitemapEntries, sitemapIndex } from './sitemaps.ts';

/*
 * The sections sitemap dates each section's page by what changed it last: the section itself,
 * or the newest public item scheduled in it or a section below it now. Not the time the sitemap
 * was rendered, which changed the file on every render and told crawlers every section changed
 * all the time.
 */
describe('the sections sitemap', () => {
  let engine: TestEngine;
  const now = Date.UTC(2026, 10, 25, 12);
  const hour = 3_600_000;
  const ids = { home: 0, news: 0, quiet: 0, loud: 0, other: 0 };

  beforeAll(async () => {
    engine = await createTestEngine({ now: () => now });
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    ids.home = await insertSection(db, { tenantKey: 'alpha', name: 'Home', alias: 'home' });
    ids.news = await insertSection(db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
    ids.quiet = await insertSection(db, { tenantKey: 'alpha', name: 'Quiet', alias: 'quiet' });
    ids.loud = await insertSection(db, { tenantKey: 'alpha', name: 'Loud', alias: 'quiet/loud', parentId: ids.quiet });
    ids.other = await insertSection(db, { tenantKey: 'beta', name: 'News', alias: 'news' });
    await db('website_sections')
      .whereIn('id', [ids.home, ids.news, ids.quiet, ids.loud])
      .update({ updated: now - 100 * hour });
    await db('website_sections')
      .where({ id: ids.other })
      .update({ updated: now - 100 * hour });
    await db('website_sections').where({ id: ids.home }).update({ sequence: -1 });
    await db('website_sections')
      .where({ id: ids.quiet })
      .update({ updated: now - 50 * hour });

    const item = async (
      name: string,
      {
        published,
        updated,
        section,
        tenantKey = 'alpha',
        status = 1,
        schedule = {},
      }: {
        published: number;
        updated: number;
        section: number;
        tenantKey?: string;
        status?: number;
        schedule?: { startDate?: number; endDate?: number | null };
      },
    ) => {
      const id = await insertContent(db, { tenantKey, name, published, status });
      await db('content').where({ id }).update({ updated });
      await insertSchedule(db, {
        tenantKey,
        contentId: id,
        sectionId: section,
        startDate: schedule.startDate ?? published,
        endDate: schedule.endDate ?? null,
      });
    };
    // News: an older item, an item edited after it was published, and four that must not count.
    await item('Old story', { published: now - 30 * hour, updated: now - 30 * hour, section: ids.news });
    await item('Edited story', { published: now - 20 * hour, updated: now - 10 * hour, section: ids.news });
    await item('Unpublished story', {
      published: now - 2 * hour,
      updated: now - 2 * hour,
      section: ids.news,
      status: 0,
    });
    await item('Scheduled story', { published: now + 2 * hour, updated: now - 3 * hour, section: ids.news });
    await item('Expired schedule', {
      published: now - 40 * hour,
      updated: now - 4 * hour,
      section: ids.news,
      schedule: { startDate: now - 40 * hour, endDate: now - hour },
    });
    await item('Future schedule', {
      published: now - 40 * hour,
      updated: now - 5 * hour,
      section: ids.news,
      schedule: { startDate: now + hour },
    });
    // Quiet/Loud: an item newer than Quiet's own update, in the section below it.
    await item('Loud story', { published: now - 8 * hour, updated: now - 8 * hour, section: ids.loud });
    // Home: one item published after the home section's own update.
    await item('Home story', { published: now - 60 * hour, updated: now - 60 * hour, section: ids.home });
    // Beta: an item stamped by a host whose clock ran ahead.
    await item('Stamped ahead', {
      published: now - 3 * hour,
      updated: now + 5 * hour,
      section: ids.other,
      tenantKey: 'beta',
    });
    // Another tenant's newer item in its own section.
    await item('Beta story', { published: now - hour, updated: now - hour, section: ids.other, tenantKey: 'beta' });
  });
  afterAll(() => engine.close());

  const ctx = async (tenantKey: string) =>
    engine.context({ tenant: (await findTenantByKey(engine.db, tenantKey))!, now: () => now });

  it('dates each section by its own update or its newest public item now, whichever is later, sections below it included', async () => {
    const entries = await sitemapEntries(await ctx('alpha'), '/sitemap/sections.xml');
    expect(entries).toEqual([
      { path: '/', lastModified: now - 60 * hour },
      { path: '/news', lastModified: now - 10 * hour },
      { path: '/quiet', lastModified: now - 8 * hour },
      { path: '/quiet/loud', lastModified: now - 8 * hour },
    ]);
    // Without the item below it, Quiet is dated by its own update.
    await engine.db('content').where({ name: 'Loud story' }).update({ status: 0 });
    const quiet = (await sitemapEntries(await ctx('alpha'), '/sitemap/sections.xml'))?.find(
      (entry) => entry.path === '/quiet',
    );
    await engine.db('content').where({ name: 'Loud story' }).update({ status: 1 });
    expect(quiet?.lastModified).toBe(now - 50 * hour);
  });

  it('dates the sections sitemap in the index by its newest section', async () => {
    const files = await sitemapIndex(await ctx('alpha'));
    expect(files.find((file) => file.path === '/sitemap/sections.xml')?.lastModified).toBe(now - 8 * hour);
  });

  it('reads only the tenant’s own sections and items, and dates nothing after now', async () => {
    const entries = await sitemapEntries(await ctx('beta'), '/sitemap/sections.xml');
    expect(entries).toEqual([{ path: '/news', lastModified: now }]);
    const articles = await sitemapEntries(await ctx('beta'), '/sitemap/article/1.xml');
    expect(articles?.map((entry) => entry.lastModified)).toEqual([now - hour, now]);
    expect((await sitemapIndex(await ctx('beta'))).map((file) => file.lastModified)).toEqual([now, now]);
  });
});
