import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';

const streamQuery = /* GraphQL */ `
  query stream($input: ContentStreamInput) {
    getContentStream(input: $input) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          type
          name
          canonicalPath
          primarySection {
            id
            alias
          }
        }
      }
    }
  }
`;
const contentQuery = /* GraphQL */ `
  query one($id: Int!, $requirePublished: Boolean) {
    getContent(input: { id: $id, requirePublished: $requirePublished }) {
      id
      contentId
      type
      name
      seoTitle
      canonicalPath
      siteContext {
        path
        canonicalUrl
      }
      body
      primarySection {
        id
        name
        alias
        canonicalPath
        hierarchy {
          id
          alias
        }
      }
      websiteSchedules {
        section {
          id
          alias
        }
        option
      }
    }
  }
`;

type Stream = { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { id: number } }[] };

let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;

const stream = async (input: Record<string, unknown>, tenantKey = a.key) => {
  const result = await engine.gql<{ getContentStream: Stream }>(streamQuery, { input }, { tenantKey });
  return {
    ...result,
    ids: result.data?.getContentStream.edges.map((e) => e.node.id) ?? [],
    stream: result.data?.getContentStream,
  };
};

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  b = await buildTenant(engine.db, 'beta');
});
afterAll(() => engine.close());

describe('getContentStream', () => {
  it('lists public content newest first, with a total count', async () => {
    const { ids, stream: s } = await stream({});
    expect(ids).toEqual([
      a.content.featured1,
      a.content.featured2,
      a.content.newsStory,
      a.content.deepStory,
      a.content.truckStory,
      a.content.video,
      a.content.override,
    ]);
    expect(s?.totalCount).toBe(7);
  });

  it('bubbles a section to the content scheduled to its descendants, unless asked not to', async () => {
    expect((await stream({ sectionAlias: 'news/industry' })).ids).toEqual([a.content.featured2, a.content.deepStory]);
    expect((await stream({ sectionId: a.sections.industry, sectionBubbling: false })).ids).toEqual([
      a.content.featured2,
    ]);
    expect((await stream({ sectionAlias: '/news/' })).ids).toContain(a.content.deepStory);
  });

  it('filters by schedule option, type and ids', async () => {
    expect((await stream({ optionNames: ['Featured'] })).ids).toEqual([a.content.featured1, a.content.featured2]);
    expect((await stream({ includeContentTypes: ['Video'] })).ids).toEqual([a.content.video]);
    expect((await stream({ includeContentIds: [a.content.video, a.content.newsStory] })).ids).toEqual([
      a.content.newsStory,
      a.content.video,
    ]);
    expect((await stream({ excludeContentIds: [a.content.featured1], pagination: { limit: 1 } })).ids).toEqual([
      a.content.featured2,
    ]);
  });

  it('searches names case-insensitively, or by id, with LIKE wildcards taken literally', async () => {
    const [{ name }] = await engine.db('content').where({ id: a.content.video }).select('name');
    const word = String(name).split(' ')[0]!.toUpperCase();
    expect((await stream({ search: word })).ids).toContain(a.content.video);
    expect((await stream({ search: String(a.content.newsStory) })).ids).toEqual([a.content.newsStory]);
    expect((await stream({ search: '%' })).ids).toEqual([]);
    expect((await stream({ search: '_' })).ids).toEqual([]);
    expect((await stream({ search: String(b.content.newsStory) })).ids).toEqual([]);
  });

  it('lets a site-specific editor list drafts of their own tenant only', async () => {
    const editor = await insertCmsUser(engine.db, { username: 'alpha-only-editor', tenants: [a.key] });
    const { bearerToken } = await loginAs(engine.context(), editor);
    const own = await engine.gql<{ getContentStream: Stream }>(
      streamQuery,
      { input: { status: ['DRAFT', 'PUBLISHED'] } },
      { tenantKey: a.key, token: bearerToken },
    );
    expect(own.errors).toBeUndefined();
    const other = await engine.gql(
      streamQuery,
      { input: { status: ['DRAFT'] } },
      { tenantKey: b.key, token: bearerToken },
    );
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('pages with limit and skip and says whether more follow', async () => {
    const first = await stream({ pagination: { limit: 3 } });
    const second = await stream({ pagination: { limit: 3, skip: 3 } });
    const last = await stream({ pagination: { limit: 3, skip: 6 } });
    expect(first.stream?.pageInfo.hasNextPage).toBe(true);
    expect(last.stream?.pageInfo.hasNextPage).toBe(false);
    expect(new Set([...first.ids, ...second.ids, ...last.ids]).size).toBe(7);
  });

  it('sorts by name when asked', async () => {
    const { ids } = await stream({ sort: { field: 'name', order: 'asc' }, pagination: { limit: 2 } });
    expect(ids).toEqual([a.content.deepStory, a.content.featured1]);
  });

  it('keeps unpublished content to editors', async () => {
    expect((await stream({ status: ['DRAFT'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for an unknown section', async () => {
    expect((await stream({ sectionAlias: 'nowhere' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("never lists another tenant's content, even by id or section id", async () => {
    expect((await stream({ includeContentIds: Object.values(b.content) })).ids).toEqual([]);
    expect((await stream({ sectionId: b.sections.news })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const all = await stream({ pagination: { limit: 100 } }, b.key);
    expect(all.ids.every((id) => Object.values(b.content).includes(id))).toBe(true);
  });
});

describe('getContent', () => {
  it('returns a public item with its section hierarchy, schedules and canonical URL', async () => {
    const { data } = await engine.gql<{ getContent: Record<string, unknown> }>(
      contentQuery,
      { id: a.content.deepStory },
      { tenantKey: a.key },
    );
    expect(data?.getContent).toMatchObject({
      id: a.content.deepStory,
      contentId: a.content.deepStory,
      canonicalPath: '/news/industry/deep/deep-story',
      siteContext: { canonicalUrl: 'https://alpha.example.com/news/industry/deep/deep-story' },
      primarySection: {
        id: a.sections.deep,
        hierarchy: [{ alias: 'news' }, { alias: 'news/industry' }, { alias: 'news/industry/deep' }],
      },
      websiteSchedules: [{ section: { id: a.sections.deep }, option: 'Standard' }],
    });
  });

  it('hides drafts, scheduled and expired items from the public', async () => {
    for (const id of [a.content.draft, a.content.future, a.content.expired]) {
      const { errors } = await engine.gql(contentQuery, { id }, { tenantKey: a.key });
      expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('refuses requirePublished: false to callers who are not editors', async () => {
    const { errors } = await engine.gql(
      contentQuery,
      { id: a.content.draft, requirePublished: false },
      { tenantKey: a.key },
    );
    expect(errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it("answers NOT_FOUND for another tenant's item", async () => {
    const { errors, status } = await engine.gql(contentQuery, { id: b.content.newsStory }, { tenantKey: a.key });
    expect([status, errors?.[0]?.extensions.code]).toEqual([404, 'NOT_FOUND']);
  });
});
