import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { buildTenant, type TenantFixture } from './two-tenants.ts';

const pageQuery = /* GraphQL */ `
  query page($alias: String!, $useCache: Boolean, $preview: Boolean) {
    getWebsiteLayoutPage(input: { alias: $alias, useCache: $useCache, preview: $preview }) {
      id
      name
      path
      pageType
      layoutId
      layoutName
      layoutType {
        type
      }
      loadMoreType {
        type
      }
      pageData
      primaryGrid
      secondaryGrid
      usedContentIds
      usedIssueIds
      underFilledBlocks
      redirect {
        to
        code
      }
    }
  }
`;

interface Block {
  id: string;
  type: string;
  data: { items?: { id: number }[] } | null;
  underFilled: boolean;
}
interface Page {
  id: number;
  name: string;
  path: string;
  pageType: string | null;
  layoutId: number | null;
  layoutName: string | null;
  loadMoreType: { type: string };
  pageData: Record<string, unknown>;
  primaryGrid: { rows: { columns: { blocks: Block[] }[] }[] };
  usedContentIds: number[];
  underFilledBlocks: string[];
  redirect: { to: string; code: number } | null;
}

let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;

const page = async (alias: string, tenantKey = a.key, extra: Record<string, unknown> = {}) => {
  const result = await engine.gql<{ getWebsiteLayoutPage: Page }>(pageQuery, { alias, ...extra }, { tenantKey });
  return { ...result, page: result.data?.getWebsiteLayoutPage };
};
const blocks = (p: Page) => p.primaryGrid.rows.flatMap((r) => r.columns.flatMap((c) => c.blocks));
const itemsOf = (p: Page, blockId: string) =>
  (blocks(p).find((bl) => bl.id === blockId)?.data?.items ?? []).map((i) => i.id);

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  b = await buildTenant(engine.db, 'beta');
});
afterAll(() => engine.close());

describe('layout selection through getWebsiteLayoutPage', () => {
  it('gives the home page its url-override layout', async () => {
    const { page: home } = await page('/');
    expect(home).toMatchObject({
      pageType: 'section',
      id: a.sections.home,
      layoutId: a.layouts.home,
      layoutName: 'Home',
    });
  });

  it('gives a section the default section layout with its load-more type', async () => {
    const { page: news } = await page('/news');
    expect(news).toMatchObject({
      pageType: 'section',
      id: a.sections.news,
      layoutId: a.layouts.section,
      loadMoreType: { type: 'custom-click' },
    });
  });

  it('propagates a url-override to the child sections of its alias', async () => {
    expect((await page('/equipment')).page?.layoutId).toBe(a.layouts.equipment);
    expect((await page('/equipment/trucks')).page?.layoutId).toBe(a.layouts.equipment);
  });

  it('does not apply a section-only propagated layout to content under the alias', async () => {
    expect((await page('/equipment/trucks/truck-story')).page).toMatchObject({
      pageType: 'content',
      layoutId: a.layouts.content,
    });
  });

  it("uses an item's own content-override layout, then the type override, then the content default", async () => {
    expect((await page('/news/override-story')).page?.layoutId).toBe(a.layouts.override);
    expect((await page('/news/video-story')).page?.layoutId).toBe(a.layouts.video);
    expect((await page('/news/news-story')).page?.layoutId).toBe(a.layouts.content);
  });
});

describe('grid population', () => {
  it('fills blocks in order and never repeats an item a previous block showed', async () => {
    const { page: home } = await page('/');
    const featured = itemsOf(home!, 'featured');
    const news = itemsOf(home!, 'news');
    const latest = itemsOf(home!, 'latest');
    expect(featured).toEqual([a.content.featured1, a.content.featured2]);
    expect(news).toEqual([a.content.newsStory, a.content.deepStory, a.content.video]);
    expect(latest).toEqual([a.content.truckStory, a.content.override]);
    const all = [...featured, ...news, ...latest];
    expect(new Set(all).size).toBe(all.length);
    expect([...home!.usedContentIds].sort()).toEqual([...all].sort());
  });

  it('reports list blocks that found nothing as under-filled, and leaves settings-only blocks alone', async () => {
    const { page: home } = await page('/');
    expect(home!.underFilledBlocks).toEqual(['nothing']);
    expect(blocks(home!).find((bl) => bl.id === 'text')).toMatchObject({
      data: null,
      underFilled: false,
      settings: { html: '<p>Hello</p>' },
    });
  });

  it("excludes a content page's own item from its lists and draws 'current' from its primary section", async () => {
    const { page: story } = await page('/news/news-story');
    const more = itemsOf(story!, 'more');
    expect(more).not.toContain(a.content.newsStory);
    expect(more).toEqual(expect.arrayContaining([a.content.featured1, a.content.featured2, a.content.deepStory]));
    expect(more).not.toContain(a.content.truckStory);
    expect(story!.pageData).toMatchObject({
      id: a.content.newsStory,
      type: 'Article',
      primarySection: { id: a.sections.news, alias: 'news' },
    });
  });

  it('bubbles a section listing up from content scheduled to its descendants', async () => {
    const { page: news } = await page('/news');
    expect(itemsOf(news!, 'list')).toEqual(expect.arrayContaining([a.content.deepStory, a.content.featured2]));
    const { page: industry } = await page('/news/industry');
    expect(itemsOf(industry!, 'list').sort()).toEqual([a.content.featured2, a.content.deepStory].sort());
  });

  it('leaves drafts, scheduled and expired items out of every listing', async () => {
    const { page: news } = await page('/news');
    for (const hidden of [a.content.draft, a.content.future, a.content.expired])
      expect(news!.usedContentIds).not.toContain(hidden);
  });

  it('serves the same page from the page cache when asked to', async () => {
    const first = await page('/news', a.key, { useCache: true });
    const second = await page('/news', a.key, { useCache: true });
    expect(second.page).toEqual(first.page);
  });
});

describe('paths, redirects and visibility', () => {
  it('redirects an 8-digit id to the canonical path with 301', async () => {
    expect(String(a.content.newsStory)).toMatch(/^\d{8}$/);
    const { page: byId } = await page(`/${a.content.newsStory}`);
    expect(byId).toMatchObject({ pageType: null, redirect: { to: '/news/news-story', code: 301 } });
  });

  it('redirects a non-canonical path naming a content id to the canonical path', async () => {
    const { page: moved } = await page(`/some/old/place/${a.content.newsStory}/old-slug`);
    expect(moved?.redirect).toEqual({ to: '/news/news-story', code: 301 });
  });

  it('looks unknown aliases up in the redirect table', async () => {
    expect((await page('/old-news')).page?.redirect).toEqual({ to: '/news', code: 301 });
  });

  it('does not follow a stored redirect record that would leave the site', async () => {
    const now = Date.now();
    const stored = ['/\\evil.example', '/\t/evil.example', '//evil.example', 'javascript:alert(1)'];
    await engine
      .db('redirects')
      .insert(
        stored.map((to, i) => ({ tenant_key: a.key, from: `/legacy-${i}`, to, code: 301, created: now, updated: now })),
      );
    for (const [i, to] of stored.entries())
      expect((await page(`/legacy-${i}`)).errors?.[0]?.extensions.code, to).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND with the path for anything else', async () => {
    const { status, errors } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(errors?.[0]?.message).toBe('Page not found: /no/such/page');
  });

  it('does not show drafts, scheduled or expired items to the public', async () => {
    for (const path of ['/news/draft-story', '/news/future-story', '/news/expired-story', `/${a.content.draft}`]) {
      expect((await page(path)).errors?.[0]?.extensions.code, path).toBe('NOT_FOUND');
    }
  });

  it('refuses preview to callers who are not editors', async () => {
    expect((await page('/news/draft-story', a.key, { preview: true })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('tenant isolation of pages and content', () => {
  it("never resolves another tenant's paths, ids or redirects", async () => {
    expect((await page('/news/news-story', b.key)).page?.id).toBe(b.content.newsStory);
    expect((await page(`/${b.content.newsStory}`, a.key)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await page(`/x/${b.content.newsStory}/y`, a.key)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("never lists another tenant's content in a grid", async () => {
    const { page: home } = await page('/');
    const bIds = new Set(Object.values(b.content));
    expect(home!.usedContentIds.some((id) => bIds.has(id))).toBe(false);
  });

  it('resolves the tenant from the tenant-domain header when the key is auto', async () => {
    const result = await engine.gql<{ getWebsiteLayoutPage: Page }>(
      pageQuery,
      { alias: '/news' },
      { tenantKey: 'auto', tenantDomain: 'beta.example.com' },
    );
    expect(result.data?.getWebsiteLayoutPage.id).toBe(b.sections.news);
  });
});
