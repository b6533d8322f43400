import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToolTokens, operationDocument } from '../../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../../testing/test-engine.ts';
import { seedAnalysedSites } from './analysis-fixtures.ts';

/* The layout analysis dev tools (manage_modules) over two sites, as a global and a site-specific user. */

let engine: TestEngine;
let ids: Awaited<ReturnType<typeof seedAnalysedSites>>;
const tokens = { admin: '', alphaDeveloper: '', editor: '' };
const documents: Record<string, string> = {};

async function ask<T>(name: string, input: unknown, token = tokens.admin, tenantKey = 'alpha') {
  const result = await engine.gql<Record<string, T>>(documents[name]!, { input }, { token, tenantKey });
  return { value: result.data?.[name], code: result.errors?.[0]?.extensions.code };
}

interface BlockUsage {
  blockTypes: {
    blockType: string;
    known: boolean;
    layoutCount: number;
    blockCount: number;
    layouts: { name: string; sites: string[]; placements: { grid: string; row: number; column: number }[] }[];
  }[];
}

beforeAll(async () => {
  engine = await createTestEngine();
  ids = await seedAnalysedSites(engine.db);
  for (const name of ['getLayoutBlockUsage', 'getLayoutBlockOptionUsage', 'getLayoutAnalysis'])
    documents[name] = await operationDocument(`query/layoutAnalysis/${name}`);
  Object.assign(tokens, await devToolTokens(engine));
});
afterAll(() => engine.close());

describe('layout block usage', () => {
  it('lists, per block type, the layouts of every site that use it and where', async () => {
    const { value } = await ask<BlockUsage>('getLayoutBlockUsage', { blockType: 'content_list' });
    expect(value!.blockTypes).toEqual([
      {
        blockType: 'content_list',
        known: true,
        layoutCount: 3,
        blockCount: 4,
        layouts: [
          {
            id: ids.newsOverride,
            name: 'Alpha news override',
            type: 'url-override',
            isGlobal: false,
            sites: ['alpha'],
            placements: [{ grid: 'primary', row: 1, column: 1 }],
          },
          {
            id: ids.sectionDefault,
            name: 'Alpha section default',
            type: 'section',
            isGlobal: false,
            sites: ['alpha'],
            placements: [
              { grid: 'primary', row: 1, column: 1 },
              { grid: 'primary', row: 2, column: 1 },
            ],
          },
          {
            id: ids.betaSection,
            name: 'Beta section default',
            type: 'section',
            isGlobal: false,
            sites: ['beta'],
            placements: [{ grid: 'primary', row: 1, column: 1 }],
          },
        ],
      },
    ]);
  });

  it('names a global layout with every site, flags unknown types, and counts known types no layout uses', async () => {
    const { value } = await ask<BlockUsage>('getLayoutBlockUsage', {});
    const byType = new Map(value!.blockTypes.map((usage) => [usage.blockType, usage]));
    expect(byType.get('rich_text')).toMatchObject({ layoutCount: 4, blockCount: 4 });
    expect(byType.get('rich_text')!.layouts.find((l) => l.name === 'Global content')!.sites).toEqual(['alpha', 'beta']);
    expect(byType.get('mystery_block')).toMatchObject({
      known: false,
      layoutCount: 1,
      layouts: [{ name: 'Alpha news override', placements: [{ grid: 'secondary', row: 1, column: 1 }] }],
    });
    expect(byType.get('carousel')).toMatchObject({ known: true, layoutCount: 0, blockCount: 0, layouts: [] });
    expect(value!.blockTypes[0]!.blockType).toBe('rich_text');
  });

  it('filters by site', async () => {
    const { value } = await ask<BlockUsage>('getLayoutBlockUsage', { blockType: 'content_list', sites: ['beta'] });
    expect(value!.blockTypes[0]!.layouts.map((l) => l.name)).toEqual(['Beta section default']);
  });

  it("shows a site-specific developer only their sites' layouts, and refuses another site", async () => {
    const own = await ask<BlockUsage>('getLayoutBlockUsage', { blockType: 'content_list' }, tokens.alphaDeveloper);
    expect(own.value!.blockTypes[0]!.layouts.map((l) => l.name)).toEqual([
      'Alpha news override',
      'Alpha section default',
    ]);
    const rich = await ask<BlockUsage>('getLayoutBlockUsage', { blockType: 'rich_text' }, tokens.alphaDeveloper);
    expect(rich.value!.blockTypes[0]!.layouts.find((l) => l.name === 'Global content')!.sites).toEqual(['alpha']);
    expect((await ask('getLayoutBlockUsage', { sites: ['beta'] }, tokens.alphaDeveloper)).code).toBe('FORBIDDEN');
    expect((await ask('getLayoutBlockUsage', {}, tokens.alphaDeveloper, 'beta')).code).toBe('FORBIDDEN');
  });

  it('needs manage_modules', async () => {
    expect((await ask('getLayoutBlockUsage', {}, tokens.editor)).code).toBe('FORBIDDEN');
    expect((await ask('getLayoutBlockOptionUsage', { blockType: 'content_list' }, tokens.editor)).code).toBe(
      'FORBIDDEN',
    );
    expect((await ask('getLayoutAnalysis', {}, tokens.editor)).code).toBe('FORBIDDEN');
    expect((await ask('getLayoutBlockUsage', {}, '')).code).toBe('UNAUTHENTICATED');
  });
});

describe('layout block option usage', () => {
  it("counts each option's values in blocks and layouts, and lists the blocks with a chosen value", async () => {
    const { value } = await ask('getLayoutBlockOptionUsage', {
      blockType: 'content_list',
      option: 'population.scheduleOption',
      value: '"Featured"',
    });
    expect(value).toEqual({
      blockType: 'content_list',
      sites: [
        { key: 'alpha', name: 'Alpha' },
        { key: 'beta', name: 'Beta' },
      ],
      blockCount: 4,
      options: expect.arrayContaining([
        {
          option: 'population.numberOfItems',
          values: [
            { value: '1', blockCount: 3, layoutCount: 3 },
            { value: '5', blockCount: 1, layoutCount: 1 },
          ],
        },
        {
          option: 'population.scheduleOption',
          values: [
            { value: '"Featured"', blockCount: 3, layoutCount: 3 },
            { value: '"Pinned"', blockCount: 1, layoutCount: 1 },
          ],
        },
      ]),
      matches: [
        {
          layoutId: ids.newsOverride,
          layoutName: 'Alpha news override',
          sites: ['alpha'],
          grid: 'primary',
          row: 1,
          column: 1,
          blockId: expect.any(String),
          value: '"Featured"',
        },
        {
          layoutId: ids.sectionDefault,
          layoutName: 'Alpha section default',
          sites: ['alpha'],
          grid: 'primary',
          row: 1,
          column: 1,
          blockId: expect.any(String),
          value: '"Featured"',
        },
        {
          layoutId: ids.betaSection,
          layoutName: 'Beta section default',
          sites: ['beta'],
          grid: 'primary',
          row: 1,
          column: 1,
          blockId: expect.any(String),
          value: '"Featured"',
        },
      ],
    });
  });

  it('lists every option path of the block type once, sorted, with the shared population defaults filled in', async () => {
    const { value } = await ask<{ options: { option: string }[] }>('getLayoutBlockOptionUsage', {
      blockType: 'content_list',
    });
    expect(value!.options.map((o) => o.option)).toEqual([
      'population.bubble',
      'population.contentIds',
      'population.contentTypes',
      'population.excludeUsed',
      'population.numberOfItems',
      'population.scheduleOption',
      'population.skip',
      'population.sortField',
      'population.sortOrder',
    ]);
  });

  it('says a missing block type is required', async () => {
    const result = await engine.gql(
      documents.getLayoutBlockOptionUsage!,
      { input: { blockType: ' ' } },
      { token: tokens.admin, tenantKey: 'alpha' },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(result.errors)).toContain('Field is required');
  });
});

describe('layout analysis', () => {
  it("says which layout each kind of the site's pages gets, and what is wrong with its layouts", async () => {
    const { value } = await ask<{ sites: unknown[] }>('getLayoutAnalysis', { sites: ['alpha'] });
    const [alpha] = value!.sites as {
      site: unknown;
      layoutsByType: { type: string; layouts: { name: string }[] }[];
      pages: { page: string; path: string | null; layoutName: string | null; rule: string | null }[];
      problems: unknown[];
    }[];
    expect(alpha!.site).toEqual({ key: 'alpha', name: 'Alpha' });
    expect(alpha!.layoutsByType.map((g) => [g.type, g.layouts.map((l) => l.name)])).toEqual([
      ['content', ['Global content']],
      ['section', ['Alpha section default']],
      ['content-type-override', ['Alpha articles', 'Alpha articles and videos']],
      ['url-override', ['Alpha news override', 'Alpha gone alias', 'Alpha news duplicate']],
    ]);
    const page = (name: string) => alpha!.pages.find((p) => p.page === name);
    expect(page('Home')).toMatchObject({ path: '/', layoutName: 'Alpha section default', rule: 'default' });
    expect(page('Section: News')).toMatchObject({
      path: '/news',
      layoutName: 'Alpha news override',
      rule: 'url-override',
    });
    expect(page('Article item')).toMatchObject({
      path: null,
      layoutName: 'Alpha articles',
      rule: 'content-type-override',
    });
    expect(page('Video item')).toMatchObject({
      layoutName: 'Alpha articles and videos',
      rule: 'content-type-override',
    });
    expect(page('News item')).toMatchObject({ layoutName: 'Global content', rule: 'default' });
    expect(page('Issue')).toMatchObject({ layoutName: null, rule: null });
    expect(alpha!.problems).toEqual([
      {
        kind: 'shadowed-content-type-override',
        layoutId: ids.articlesAndVideos,
        layoutName: 'Alpha articles and videos',
        message: 'Article items get "Alpha articles" instead: it comes first for them.',
      },
      {
        kind: 'no-rows',
        layoutId: ids.goneAlias,
        layoutName: 'Alpha gone alias',
        message: 'Its primary grid has no rows: its pages render empty.',
      },
      {
        kind: 'missing-alias',
        layoutId: ids.goneAlias,
        layoutName: 'Alpha gone alias',
        message: 'No page is at the alias /gone any more.',
      },
      {
        kind: 'duplicate-alias',
        layoutId: ids.newsDuplicate,
        layoutName: 'Alpha news duplicate',
        message: 'The alias /news is also on "Alpha news override", which wins: this layout never renders there.',
      },
      {
        kind: 'unknown-block-type',
        layoutId: ids.newsOverride,
        layoutName: 'Alpha news override',
        message: expect.stringMatching(
          /^Block "block-\d+" \(secondary grid, row 1, column 1\) has the unknown type "mystery_block": it renders nothing\.$/,
        ),
      },
    ]);
  });

  it('gives a site-specific developer their site only', async () => {
    const { value } = await ask<{ sites: { site: { key: string } }[] }>('getLayoutAnalysis', {}, tokens.alphaDeveloper);
    expect(value!.sites.map((s) => s.site.key)).toEqual(['alpha']);
  });
});
