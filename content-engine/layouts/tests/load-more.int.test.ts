import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertContent, insertLayout, insertSchedule, insertSection, insertTenant } from '../../testing/fixtures.ts';

const gridQuery = /* GraphQL */ `
  query next($input: NextSecondaryGridInput!) {
    getNextSecondaryGrid(input: $input) {
      grid
      underFilled
      excludeContentIds
      excludeIssueIds
    }
  }
`;
const pageQuery = /* GraphQL */ `
  query next($input: NextSecondaryPageInput!) {
    getNextSecondaryPage(input: $input) {
      id
      path
      pageType
      pageData
      usedContentIds
      usedIssueIds
    }
  }
`;
const layoutPageQuery = /* GraphQL */ `
  query page($alias: String!) {
    getWebsiteLayoutPage(input: { alias: $alias }) {
      id
      pageData
      layoutId
      loadMoreType {
        type
      }
      usedContentIds
      usedIssueIds
    }
  }
`;

interface Grid {
  rows: {
    columns: {
      blocks: { id: string; data: { items?: { id: number; type: string }[] } | null; underFilled: boolean }[];
    }[];
  }[];
}
interface NextGrid {
  grid: Grid;
  underFilled: boolean;
  excludeContentIds: number[];
  excludeIssueIds: number[];
}
interface NextPage {
  id: number;
  path: string;
  pageType: string;
  pageData: { body: string; bodyIsPartial?: boolean };
  usedContentIds: number[];
  usedIssueIds: number[];
}
interface LayoutPage {
  id: number;
  pageData: Record<string, unknown>;
  layoutId: number;
  loadMoreType: { type: string };
  usedContentIds: number[];
  usedIssueIds: number[];
}

const block = (id: string, type: string, settings: Record<string, unknown> = {}) => ({ id, type, settings });
const row = (id: string, blocks: ReturnType<typeof block>[]) => ({
  id,
  settings: { layout: '1' },
  columns: [{ id: `${id}c0`, blocks }],
});
const itemIds = (grid: Grid) =>
  grid.rows.flatMap((r) => r.columns.flatMap((c) => c.blocks.flatMap((b) => (b.data?.items ?? []).map((i) => i.id))));

let engine: TestEngine;
const fx = {
  wire: 0,
  other: 0,
  articles: [] as number[],
  video: 0,
  gated: 0,
  draft: 0,
  expired: 0,
  otherTenantItem: 0,
  sectionLayout: 0,
  otherLayout: 0,
};
const gatedBody = [1, 2, 3, 4, 5, 6].map((n) => `<p>Paragraph ${n} of the members' story.</p>`).join('');

async function seed(db: Knex) {
  for (const key of ['lma', 'lmb']) await insertTenant(db, { key, domains: [`${key}.example.com`] });
  fx.wire = await insertSection(db, { tenantKey: 'lma', name: 'Wire', alias: 'wire' });
  fx.other = await insertSection(db, { tenantKey: 'lmb', name: 'Wire', alias: 'wire' });
  const minutesAgo = (n: number) => Date.now() - n * 60_000;
  const item = async (
    tenantKey: string,
    sectionId: number,
    name: string,
    published: number | null,
    extra: Partial<Parameters<typeof insertContent>[1]> = {},
  ) => {
    const id = await insertContent(db, {
      tenantKey,
      name,
      primarySectionId: sectionId,
      published,
      canonicalPath: `/wire/${name.toLowerCase().replace(/ /g, '-')}`,
      ...extra,
    });
    await insertSchedule(db, { tenantKey, contentId: id, sectionId });
    return id;
  };
  // Eleven public articles, newest first; the fourth is membership-gated.
  for (let n = 1; n <= 11; n++)
    fx.articles.push(
      await item('lma', fx.wire, `Story ${n}`, minutesAgo(n), n === 4 ? { membershipIds: [1], body: gatedBody } : {}),
    );
  fx.gated = fx.articles[3]!;
  fx.video = await item('lma', fx.wire, 'Clip', minutesAgo(0.5), { type: 'Video' });
  fx.draft = await item('lma', fx.wire, 'Draft', null, { status: 2 });
  fx.expired = await item('lma', fx.wire, 'Gone', minutesAgo(0.2));
  await db('content')
    .where({ id: fx.expired })
    .update({ expires: minutesAgo(0.1) });
  fx.otherTenantItem = await item('lmb', fx.other, 'Elsewhere', minutesAgo(0.1));
  fx.sectionLayout = await insertLayout(db, {
    tenantKey: 'lma',
    name: 'Wire sections',
    type: 'section',
    loadMoreType: 'custom-click',
    primaryGrid: {
      rows: [row('r1', [block('top', 'content_list', { population: { section: 'current', numberOfItems: 3 } })])],
    },
    secondaryGrid: {
      rows: [row('s1', [block('more', 'content_list', { population: { section: 'current', numberOfItems: 4 } })])],
    },
  });
  await insertLayout(db, {
    tenantKey: 'lma',
    name: 'Wire content',
    type: 'content',
    loadMoreType: 'page-scroll',
    primaryGrid: { rows: [row('r1', [block('body', 'content_body')])] },
  });
  fx.otherLayout = await insertLayout(db, {
    tenantKey: 'lmb',
    name: 'Other sections',
    type: 'section',
    secondaryGrid: { rows: [row('s1', [block('more', 'content_list', { population: { numberOfItems: 4 } })])] },
  });
}

const nextGrid = async (input: Record<string, unknown>, tenantKey = 'lma') =>
  engine.gql<{ getNextSecondaryGrid: NextGrid }>(gridQuery, { input }, { tenantKey });
const nextPage = async (input: Record<string, unknown>, tenantKey = 'lma') =>
  (await engine.gql<{ getNextSecondaryPage: NextPage | null }>(pageQuery, { input }, { tenantKey })).data
    ?.getNextSecondaryPage;
const layoutPage = async (alias: string) =>
  (await engine.gql<{ getWebsiteLayoutPage: LayoutPage }>(layoutPageQuery, { alias }, { tenantKey: 'lma' })).data!
    .getWebsiteLayoutPage;

beforeAll(async () => {
  engine = await createTestEngine();
  await seed(engine.db);
});
afterAll(() => engine.close());

describe('getNextSecondaryGrid', () => {
  it("fills the layout's secondary grid with the next public items, skipping those the page showed, until a block is under-filled", async () => {
    const page = await layoutPage('/wire');
    expect(page.loadMoreType.type).toBe('custom-click');
    expect(page.usedContentIds).toEqual([fx.video, ...fx.articles.slice(0, 2)]);
    let excluded = { excludeContentIds: page.usedContentIds, excludeIssueIds: page.usedIssueIds };
    const grids: number[][] = [];
    for (let n = 0; n < 5; n++) {
      const { data, errors } = await nextGrid({
        gridSettings: excluded,
        pageData: page.pageData,
        layoutId: page.layoutId,
      });
      expect(errors).toBeUndefined();
      const next = data!.getNextSecondaryGrid;
      grids.push(itemIds(next.grid));
      expect(next.excludeContentIds).toEqual([...excluded.excludeContentIds, ...itemIds(next.grid)]);
      if (next.underFilled) break;
      excluded = { excludeContentIds: next.excludeContentIds, excludeIssueIds: next.excludeIssueIds };
    }
    // 12 public items: 3 on the page, then 4, 4, 1, then nothing (under-filled).
    expect(grids).toEqual([fx.articles.slice(2, 6), fx.articles.slice(6, 10), fx.articles.slice(10), []]);
  });

  it('takes the grid inline and gives list blocks without types the default content types', async () => {
    const page = await layoutPage('/wire');
    const secondaryGrid = {
      rows: [row('s1', [block('more', 'content_list', { population: { section: 'current', numberOfItems: 2 } })])],
    };
    const { data } = await nextGrid({
      gridSettings: { excludeContentIds: [], defaultContentTypes: ['Video'] },
      pageData: page.pageData,
      secondaryGrid,
    });
    expect(itemIds(data!.getNextSecondaryGrid.grid)).toEqual([fx.video]);
    expect(data!.getNextSecondaryGrid.underFilled).toBe(false);
  });

  it('draws "current section" blocks from gridSettings.sectionId when given', async () => {
    const secondaryGrid = {
      rows: [row('s1', [block('more', 'content_list', { population: { section: 'current', numberOfItems: 1 } })])],
    };
    const { data } = await nextGrid({
      gridSettings: { sectionId: fx.wire },
      pageData: { type: 'section', id: 999999 },
      secondaryGrid,
    });
    expect(itemIds(data!.getNextSecondaryGrid.grid)).toEqual([fx.video]);
  });

  it("keeps to the request's tenant: another tenant's layout is not found and its section yields nothing", async () => {
    const other = await nextGrid({ gridSettings: {}, layoutId: fx.otherLayout });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const secondaryGrid = {
      rows: [row('s1', [block('more', 'content_list', { population: { section: fx.other, numberOfItems: 3 } })])],
    };
    const { data } = await nextGrid({ gridSettings: {}, secondaryGrid });
    expect(data!.getNextSecondaryGrid).toMatchObject({ underFilled: true, excludeContentIds: [] });
    const inB = await nextGrid({ gridSettings: {}, layoutId: fx.otherLayout }, 'lmb');
    expect(itemIds(inB.data!.getNextSecondaryGrid.grid)).toEqual([fx.otherTenantItem]);
  });

  it('refuses a request with neither a grid nor a layout', async () => {
    const { errors } = await nextGrid({ gridSettings: {} });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('getNextSecondaryPage', () => {
  it('answers the newest other public item of the type in the section as a whole page with its used ids', async () => {
    const current = fx.articles[0]!;
    const next = await nextPage({
      limit: 1,
      includeContentTypes: ['Article'],
      excludeContentIds: [current],
      sectionId: fx.wire,
      sortField: 'published',
      sortOrder: 'desc',
    });
    expect(next).toMatchObject({ id: fx.articles[1], pageType: 'content', path: '/wire/story-2' });
    expect(next!.usedContentIds[0]).toBe(fx.articles[1]);
  });

  it('cuts a membership-gated body as the engine does everywhere', async () => {
    const next = await nextPage({
      includeContentTypes: ['Article'],
      excludeContentIds: fx.articles.slice(0, 3),
      sectionId: fx.wire,
    });
    expect(next!.id).toBe(fx.gated);
    expect(next!.pageData.bodyIsPartial).toBe(true);
    expect(next!.pageData.body).not.toContain('Paragraph 6');
  });

  it('answers null once every item is shown, and never drafts, expired items or other tenants', async () => {
    expect(
      await nextPage({ includeContentTypes: ['Article'], excludeContentIds: fx.articles, sectionId: fx.wire }),
    ).toBeNull();
    expect(
      await nextPage({ includeContentTypes: ['Article'], excludeContentIds: fx.articles, sectionId: fx.other }),
    ).toBeNull();
    expect(await nextPage({ includeContentTypes: ['Video'], excludeContentIds: [fx.video] })).toBeNull();
  });

  it('refuses a limit other than 1', async () => {
    const { errors } = await engine.gql(pageQuery, { input: { limit: 5 } }, { tenantKey: 'lma' });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
