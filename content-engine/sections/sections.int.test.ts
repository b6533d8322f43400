import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertSection, insertTenant } from '../testing/fixtures.ts';
import { loadSectionTree } from './section-tree.ts';

const sectionQuery = /* GraphQL */ `
  query ($input: WebsiteSectionLookupInput!) {
    getWebsiteSection(input: $input) {
      id
      name
      fullName
      alias
      systemAlias
      manualAlias
      aliasOverride
      description
      gamAlias
      canonicalPath
      parent {
        id
        name
        alias
        canonicalPath
      }
      hierarchy {
        id
        name
        alias
      }
      children {
        id
        name
        alias
        canonicalPath
      }
    }
  }
`;
const basicQuery = /* GraphQL */ `
  query ($input: WebsiteSectionLookupInput!) {
    getWebsiteSectionBasic(input: $input) {
      id
      name
      alias
      fullName
      canonicalPath
      gamAlias
    }
  }
`;
const hierarchyQuery = /* GraphQL */ `
  query {
    getWebsiteSectionsHierarchy {
      id
      name
      alias
      fullName
      hierarchy {
        id
        fullName
      }
    }
  }
`;

describe('website sections', () => {
  let engine: TestEngine;
  const ids = { home: 0, news: 0, industry: 0, business: 0, archive: 0, betaNews: 0 };

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    ids.home = await insertSection(db, { tenantKey: 'alpha', name: 'Home', alias: 'home' });
    ids.news = await insertSection(db, {
      tenantKey: 'alpha',
      name: 'News',
      alias: 'news',
      gamAlias: 'news_gam',
      description: 'All the news',
    });
    ids.industry = await insertSection(db, {
      tenantKey: 'alpha',
      name: 'Industry',
      alias: 'news/industry',
      parentId: ids.news,
    });
    ids.business = await insertSection(db, {
      tenantKey: 'alpha',
      name: 'Business',
      alias: 'news/business',
      parentId: ids.news,
    });
    ids.archive = await insertSection(db, { tenantKey: 'alpha', name: 'Archive', alias: 'archive' });
    ids.betaNews = await insertSection(db, { tenantKey: 'beta', name: 'Beta News', alias: 'news' });
    await db('website_sections').where({ id: ids.home }).update({ sequence: -1 });
    await db('website_sections')
      .where({ id: ids.industry })
      .update({ sequence: 2, manual_alias: 'news/industry', alias_override: null });
    await db('website_sections').where({ id: ids.business }).update({ sequence: 1 });
    await db('website_sections').where({ id: ids.archive }).update({ status: 0 });
  });
  afterAll(() => engine.close());

  it('returns a section by id with its parent, breadcrumb and children', async () => {
    const { data, errors } = await engine.gql<{ getWebsiteSection: Record<string, unknown> }>(
      sectionQuery,
      { input: { id: ids.industry } },
      { tenantKey: 'alpha' },
    );
    expect(errors).toBeUndefined();
    expect(data?.getWebsiteSection).toEqual({
      id: ids.industry,
      name: 'Industry',
      fullName: 'News > Industry',
      alias: 'news/industry',
      systemAlias: 'news/industry',
      manualAlias: 'news/industry',
      aliasOverride: null,
      description: '',
      gamAlias: null,
      canonicalPath: '/news/industry',
      parent: { id: ids.news, name: 'News', alias: 'news', canonicalPath: '/news' },
      hierarchy: [
        { id: ids.news, name: 'News', alias: 'news' },
        { id: ids.industry, name: 'Industry', alias: 'news/industry' },
      ],
      children: [],
    });
  });

  it('finds a section by alias given with or without slashes, children in sequence order', async () => {
    for (const alias of ['news', '/news', '/news/']) {
      const { data } = await engine.gql<{
        getWebsiteSection: { id: number; gamAlias: string; children: { id: number }[] };
      }>(sectionQuery, { input: { alias } }, { tenantKey: 'alpha' });
      expect(data?.getWebsiteSection.id).toBe(ids.news);
      expect(data?.getWebsiteSection.gamAlias).toBe('news_gam');
      expect(data?.getWebsiteSection.children.map((c) => c.id)).toEqual([ids.business, ids.industry]);
    }
  });

  it('gives the home section the root canonical path', async () => {
    const { data } = await engine.gql<{ getWebsiteSectionBasic: { id: number; canonicalPath: string } }>(
      basicQuery,
      { input: { alias: '/' } },
      { tenantKey: 'alpha' },
    );
    expect(data?.getWebsiteSectionBasic).toMatchObject({ id: ids.home, canonicalPath: '/' });
  });

  it('returns the basic fields of a section', async () => {
    const { data } = await engine.gql<{ getWebsiteSectionBasic: unknown }>(
      basicQuery,
      { input: { alias: 'news/business' } },
      { tenantKey: 'alpha' },
    );
    expect(data?.getWebsiteSectionBasic).toEqual({
      id: ids.business,
      name: 'Business',
      alias: 'news/business',
      fullName: 'News > Business',
      canonicalPath: '/news/business',
      gamAlias: null,
    });
  });

  it('answers NOT_FOUND for an unknown or inactive section', async () => {
    for (const input of [{ id: 999_999 }, { alias: 'missing' }, { id: ids.archive }]) {
      const { errors } = await engine.gql(sectionQuery, { input }, { tenantKey: 'alpha' });
      expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('never shows another tenant its sections, by id or by alias', async () => {
    const byId = await engine.gql(sectionQuery, { input: { id: ids.betaNews } }, { tenantKey: 'alpha' });
    expect(byId.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const basic = await engine.gql(basicQuery, { input: { id: ids.news } }, { tenantKey: 'beta' });
    expect(basic.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const byAlias = await engine.gql<{ getWebsiteSection: { id: number } }>(
      sectionQuery,
      { input: { alias: 'news' } },
      { tenantKey: 'beta' },
    );
    expect(byAlias.data?.getWebsiteSection.id).toBe(ids.betaNews);
  });

  it('rejects a lookup with neither id nor alias as bad input', async () => {
    const { errors } = await engine.gql(sectionQuery, { input: {} }, { tenantKey: 'alpha' });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('needs a tenant', async () => {
    const { errors } = await engine.gql(basicQuery, { input: { id: ids.news } });
    expect(errors?.[0]?.extensions.code).toBe('TENANT_REQUIRED');
  });

  it('lists the whole active tree of the tenant, parents first, with full names', async () => {
    const { data } = await engine.gql<{
      getWebsiteSectionsHierarchy: { id: number; fullName: string; hierarchy: { id: number; fullName: string }[] }[];
    }>(hierarchyQuery, {}, { tenantKey: 'alpha' });
    const list = data?.getWebsiteSectionsHierarchy ?? [];
    expect(list.map((s) => s.id)).toEqual([ids.home, ids.news, ids.business, ids.industry]);
    expect(list[3]?.hierarchy).toEqual([
      { id: ids.news, fullName: 'News' },
      { id: ids.industry, fullName: 'News > Industry' },
    ]);
    const beta = await engine.gql<{ getWebsiteSectionsHierarchy: { id: number }[] }>(
      hierarchyQuery,
      {},
      { tenantKey: 'beta' },
    );
    expect(beta.data?.getWebsiteSectionsHierarchy.map((s) => s.id)).toEqual([ids.betaNews]);
  });

  it('loads a tree holding only the tenant’s active sections', async () => {
    const tree = await loadSectionTree(engine.db, 'alpha');
    expect(tree.byId(ids.betaNews)).toBeUndefined();
    expect(tree.byId(ids.archive)).toBeUndefined();
    expect(tree.byAlias('news')?.id).toBe(ids.news);
    expect(tree.descendantIds(ids.news).sort((a, b) => a - b)).toEqual(
      [ids.news, ids.industry, ids.business].sort((a, b) => a - b),
    );
    expect(tree.byId(ids.industry)).toMatchObject({ tenantKey: 'alpha', parentId: ids.news, status: 1, sequence: 2 });
  });
});
