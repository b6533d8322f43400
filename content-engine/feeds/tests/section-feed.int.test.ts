import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { insertAsset, insertContent, insertSchedule } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { getSectionFeed, sectionFeedLimit } from '../operations/get-section-feed.ts';

let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;

const feed = async (alias: unknown, tenantKey = a.key) => {
  const tenant = await findTenantByKey(engine.db, tenantKey);
  return getSectionFeed({ ctx: engine.context({ tenant }), input: { alias } });
};

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  b = await buildTenant(engine.db, 'beta');
});
afterAll(() => engine.close());

describe('getSectionFeed', () => {
  it('lists the public content scheduled to a section and the sections below it, newest first', async () => {
    const { section, items } = await feed('news');
    expect(section).toMatchObject({
      id: a.sections.news,
      name: 'News',
      alias: 'news',
      url: 'https://alpha.example.com/news',
    });
    expect(items.map((item) => item.id)).toEqual([
      a.content.featured1,
      a.content.featured2,
      a.content.newsStory,
      a.content.deepStory,
      a.content.video,
      a.content.override,
    ]);
  });

  it('leaves out drafts, scheduled and expired items', async () => {
    const ids = (await feed('news')).items.map((item) => item.id);
    for (const hidden of [a.content.draft, a.content.future, a.content.expired]) expect(ids).not.toContain(hidden);
  });

  it('describes each item with absolute links, a stable permalink, its date and section', async () => {
    const [first] = (await feed('news/industry/deep')).items;
    expect(first).toMatchObject({
      id: a.content.deepStory,
      title: 'alpha Deep Story',
      url: 'https://alpha.example.com/news/industry/deep/deep-story',
      permalink: `https://alpha.example.com/${a.content.deepStory}`,
      category: 'Deep',
      authors: [],
      image: null,
    });
    expect(first!.published).toBeLessThan(Date.now());
  });

  it('gives each item its image with an absolute URL, but not a logo', async () => {
    const photo = await insertAsset(engine.db, { tenantKey: a.key, src: '/files/alpha/photo.jpg' });
    const logo = await insertAsset(engine.db, { tenantKey: a.key, src: '/files/alpha/logo.png', isLogo: true });
    const withPhoto = await insertContent(engine.db, {
      tenantKey: a.key,
      name: 'With photo',
      primaryImageId: photo,
      teaser: '<b>Bold</b> teaser',
    });
    const withLogo = await insertContent(engine.db, {
      tenantKey: a.key,
      name: 'With logo',
      primaryImageId: logo,
      published: Date.now() - 120_000,
    });
    for (const contentId of [withPhoto, withLogo])
      await insertSchedule(engine.db, { tenantKey: a.key, contentId, sectionId: a.sections.empty });
    const { items } = await feed('empty');
    expect(items.map((item) => [item.id, item.image?.url ?? null, item.summary])).toEqual([
      [withPhoto, 'https://alpha.example.com/files/alpha/photo.jpg', 'Bold teaser'],
      [withLogo, null, ''],
    ]);
  });

  it(`stops at ${sectionFeedLimit} items`, async () => {
    const section = a.sections.trucks;
    for (let i = 0; i < sectionFeedLimit + 2; i++) {
      const contentId = await insertContent(engine.db, {
        tenantKey: a.key,
        name: `Truck ${i}`,
        published: Date.now() - (i + 10) * 60_000,
      });
      await insertSchedule(engine.db, { tenantKey: a.key, contentId, sectionId: section });
    }
    expect((await feed('equipment/trucks')).items).toHaveLength(sectionFeedLimit);
  });

  it('answers NOT_FOUND naming an alias no section of the tenant has', async () => {
    await expect(feed('nope')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No website section has the alias "nope".',
    });
    await insertContent(engine.db, { tenantKey: b.key, name: 'Beta only' });
    expect((await feed('news', b.key)).items.every((item) => item.url.startsWith('https://beta.example.com/'))).toBe(
      true,
    );
  });

  it('rejects an empty alias as bad input', async () => {
    await expect(feed('  ')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
