import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertPerson, linkAuthor } from '../../testing/fixtures-catalogue.ts';
import { insertContent, insertSection, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

const query = /* GraphQL */ `
  query ($input: ContentResearchInput) {
    researchContent(input: $input) {
      totalCount
      sites {
        key
      }
      items {
        id
        siteKey
        siteName
        type
        status
        name
        sectionName
        authors
        url
        editUrl
      }
    }
  }
`;

interface Result {
  researchContent: {
    totalCount: number;
    sites: { key: string }[];
    items: {
      id: number;
      siteKey: string;
      siteName: string;
      type: string;
      status: string;
      name: string;
      sectionName: string | null;
      authors: string[];
      url: string;
      editUrl: string;
    }[];
  };
}

let engine: TestEngine;
const tokens = { global: '', alphaBeta: '', gammaOnly: '', noContent: '' };
const ids: Record<string, number> = {};

const research = (input: Record<string, unknown>, token: string, tenantKey = 'alpha') =>
  engine.gql<Result>(query, { input }, { token, tenantKey });
const names = async (input: Record<string, unknown>, token = tokens.global) =>
  (await research(input, token)).data!.researchContent.items.map((item) => item.name);

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  const news = await insertSection(engine.db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
  const day = 86_400_000;
  const base = Date.UTC(2026, 0, 10);
  ids.alphaFreight = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Freight rates climb',
    teaser: 'Ocean freight rates climbed again this week as carriers cut capacity across the Pacific.',
    primarySectionId: news,
    published: base,
  });
  ids.alphaDraft = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Freight draft',
    status: 2,
    published: null,
  });
  ids.alphaDeleted = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Freight gone',
    status: 0,
    published: base,
  });
  ids.betaWebinar = await insertContent(engine.db, {
    tenantKey: 'beta',
    name: 'Freight webinar',
    type: 'Webinar',
    published: base + day,
  });
  ids.betaOther = await insertContent(engine.db, { tenantKey: 'beta', name: 'Port news', published: base + 2 * day });
  ids.gammaFreight = await insertContent(engine.db, { tenantKey: 'gamma', name: 'Freight in gamma', published: base });
  const ann = await insertPerson(engine.db, { tenantKey: 'beta', firstName: 'Ann', lastName: 'Lee' });
  await linkAuthor(engine.db, { contentId: ids.betaWebinar!, personId: ann });

  tokens.global = await cmsToken(engine, { username: 'global-editor', role: 'editor', isGlobal: true });
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'editor', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
  tokens.noContent = await cmsToken(engine, { username: 'no-content', role: 'viewer', isGlobal: true });
});
afterAll(() => engine.close());

describe('researchContent', () => {
  it('finds the matching items of every site the user may see, newest first, with site, section, authors and links', async () => {
    const { data } = await research({ search: 'freight' }, tokens.alphaBeta);
    expect(data!.researchContent.sites.map((site) => site.key)).toEqual(['alpha', 'beta']);
    expect(data!.researchContent.totalCount).toBe(3);
    expect(data!.researchContent.items).toEqual([
      expect.objectContaining({
        id: ids.betaWebinar,
        siteKey: 'beta',
        siteName: 'BETA',
        type: 'Webinar',
        authors: ['Ann Lee'],
      }),
      expect.objectContaining({
        id: ids.alphaFreight,
        siteKey: 'alpha',
        status: 'PUBLISHED',
        sectionName: 'News',
        url: `https://alpha.example.com/freight-rates-climb/${ids.alphaFreight}`,
        editUrl: `https://alpha.example.com/admin/edit-content/${ids.alphaFreight}`,
      }),
      expect.objectContaining({ id: ids.alphaDraft, status: 'DRAFT' }),
    ]);
  });

  it('never shows a site the user may not see, and refuses one named', async () => {
    // On another site's host the gamma editor is refused; on gamma's own host, only gamma's item.
    expect((await research({}, tokens.gammaOnly)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const own = await research({ search: 'freight' }, tokens.gammaOnly, 'gamma');
    expect(own.data!.researchContent.items.map((item) => item.id)).toEqual([ids.gammaFreight]);
    const named = await research({ sites: ['gamma'] }, tokens.alphaBeta);
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(named.errors?.[0]?.message).toContain('gamma');
  });

  it('filters by site, type, status, dates and author, and searches the teaser and the id', async () => {
    const beta = await research({ search: 'freight', sites: ['beta'] }, tokens.alphaBeta);
    expect(beta.data!.researchContent.items.map((item) => item.name)).toEqual(['Freight webinar']);
    expect(beta.data!.researchContent.sites.map((site) => site.key)).toEqual(['alpha', 'beta']);
    expect(await names({ types: ['Webinar'] })).toEqual(['Freight webinar']);
    expect(await names({ search: 'freight', statuses: ['DELETED'] })).toEqual(['Freight gone']);
    expect(await names({ author: 'ann' })).toEqual(['Freight webinar']);
    expect(await names({ search: 'carriers cut capacity' })).toEqual(['Freight rates climb']);
    expect(await names({ search: String(ids.betaOther) })).toEqual(['Port news']);
    const from = Date.UTC(2026, 0, 11);
    expect(await names({ publishedAfter: from, sites: ['alpha', 'beta'] })).toEqual(['Port news', 'Freight webinar']);
    expect(await names({ search: '100%_' })).toEqual([]);
  });

  it('sorts and pages, and counts every match', async () => {
    const { data } = await research(
      { search: 'freight', sort: { field: 'name', order: 'asc' }, pagination: { limit: 2, skip: 1 } },
      tokens.global,
    );
    expect(data!.researchContent.totalCount).toBe(4);
    expect(data!.researchContent.items.map((item) => item.name)).toEqual(['Freight in gamma', 'Freight rates climb']);
  });

  it('refuses a user without manage_content, an anonymous caller and a reversed date range', async () => {
    const denied = await research({}, tokens.noContent);
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonymous = await engine.gql<Result>(query, { input: {} }, { tenantKey: 'alpha' });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const reversed = await research({ publishedAfter: 2_000, publishedBefore: 1_000 }, tokens.global);
    expect(reversed.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(reversed.errors?.[0]?.message).toContain('published to');
  });
});
