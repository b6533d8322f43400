import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertContent, insertTenant } from '../testing/fixtures.ts';
import { insertTaxonomy, linkTaxonomy } from '../testing/fixtures-catalogue.ts';
import { findTaxonomyForContent } from './queries.ts';

const streamQuery = /* GraphQL */ `
  query ($input: GetTaxonomyStreamInput) {
    getTaxonomyStream(input: $input) {
      edges {
        node {
          id
          type
          name
          fullName
        }
      }
      pageInfo {
        hasNextPage
      }
      totalCount
    }
  }
`;
const matchQuery = /* GraphQL */ `
  query ($input: MatchTaxonomyStreamInput) {
    matchTaxonomyStream(input: $input) {
      edges {
        node {
          id
          name
        }
      }
      totalCount
    }
  }
`;

type Stream = { edges: { node: { id: number } }[]; pageInfo?: { hasNextPage: boolean }; totalCount: number };

describe('taxonomy', () => {
  let engine: TestEngine;
  const ids = { ev: 0, safety: 0, trucks: 0, texas: 0, hidden: 0, beta: 0, article: 0, betaArticle: 0 };
  const run = async (query: string, input: Record<string, unknown>, tenantKey = 'alpha') => {
    const { data, errors } = await engine.gql<Record<string, Stream>>(query, { input }, { tenantKey });
    expect(errors).toBeUndefined();
    return Object.values(data ?? {})[0];
  };
  const matched = async (input: Record<string, unknown>, tenantKey = 'alpha') =>
    (await run(matchQuery, input, tenantKey))?.edges.map((e) => e.node.id);

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    ids.ev = await insertTaxonomy(db, {
      tenantKey: 'alpha',
      type: 'Tag',
      name: 'Electric Vehicles',
      fullName: 'Technology > Electric Vehicles',
    });
    ids.safety = await insertTaxonomy(db, { tenantKey: 'alpha', type: 'Tag', name: 'Fleet_Safety' });
    ids.trucks = await insertTaxonomy(db, { tenantKey: 'alpha', type: 'Bin', name: 'Trucks' });
    ids.texas = await insertTaxonomy(db, { tenantKey: 'alpha', type: 'Location', name: '100% Texas' });
    ids.hidden = await insertTaxonomy(db, { tenantKey: 'alpha', type: 'Tag', name: 'Electric Hidden', status: 0 });
    ids.beta = await insertTaxonomy(db, { tenantKey: 'beta', type: 'Tag', name: 'Electric Beta' });
    ids.article = await insertContent(db, { tenantKey: 'alpha', name: 'EV story' });
    ids.betaArticle = await insertContent(db, { tenantKey: 'beta', name: 'Beta story' });
    await linkTaxonomy(db, { contentId: ids.article, taxonomyId: ids.trucks });
    await linkTaxonomy(db, { contentId: ids.article, taxonomyId: ids.ev });
    await linkTaxonomy(db, { contentId: ids.article, taxonomyId: ids.hidden });
    await linkTaxonomy(db, { contentId: ids.article, taxonomyId: ids.beta });
    await linkTaxonomy(db, { contentId: ids.betaArticle, taxonomyId: ids.beta });
  });
  afterAll(() => engine.close());

  it('streams active terms of the requested types by name', async () => {
    const stream = await run(streamQuery, { includeTypes: ['Tag'] });
    expect(stream).toEqual({
      edges: [
        { node: { id: ids.ev, type: 'Tag', name: 'Electric Vehicles', fullName: 'Technology > Electric Vehicles' } },
        { node: { id: ids.safety, type: 'Tag', name: 'Fleet_Safety', fullName: 'Fleet_Safety' } },
      ],
      pageInfo: { hasNextPage: false },
      totalCount: 2,
    });
  });

  it('streams chosen ids, every type when none is named, and pages', async () => {
    expect((await run(streamQuery, { includeIds: [ids.trucks, ids.texas] }))?.edges.map((e) => e.node.id)).toEqual([
      ids.texas,
      ids.trucks,
    ]);
    const page = await run(streamQuery, { pagination: { limit: 2 } });
    expect(page).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
  });

  it('never streams another tenant’s terms', async () => {
    expect((await run(streamQuery, { includeIds: [ids.beta] }))?.totalCount).toBe(0);
    expect((await run(streamQuery, {}, 'beta'))?.edges.map((e) => e.node.id)).toEqual([ids.beta]);
  });

  it('matches a phrase anywhere in the name, in any case', async () => {
    expect(await matched({ phrase: 'ELECTRIC' })).toEqual([ids.ev]);
    expect(await matched({ phrase: 'ruck' })).toEqual([ids.trucks]);
  });

  it('matches LIKE wildcards literally', async () => {
    expect(await matched({ phrase: '_' })).toEqual([ids.safety]);
    expect(await matched({ phrase: '%' })).toEqual([ids.texas]);
  });

  it('filters by type, excludes ids and sorts by name either way', async () => {
    expect(await matched({ includeTypes: ['Tag', 'Bin'], sortField: 'name', sortOrder: 'desc' })).toEqual([
      ids.trucks,
      ids.safety,
      ids.ev,
    ]);
    expect(await matched({ includeTypes: ['Tag'], excludeIds: [ids.ev] })).toEqual([ids.safety]);
    expect(await matched({ limit: 1 })).toEqual([ids.texas]);
  });

  it('never matches another tenant’s terms', async () => {
    expect(await matched({ phrase: 'electric' }, 'beta')).toEqual([ids.beta]);
  });

  it('rejects an unknown taxonomy type as bad input', async () => {
    const { errors } = await engine.gql(matchQuery, { input: { includeTypes: ['Colour'] } }, { tenantKey: 'alpha' });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('loads the active terms of many content items at once, within the tenant', async () => {
    const terms = await findTaxonomyForContent(engine.db, 'alpha', [ids.article, ids.betaArticle]);
    expect(terms.get(ids.article)?.map((t) => t.id)).toEqual([ids.trucks, ids.ev]);
    expect(terms.get(ids.betaArticle)).toEqual([]);
  });
});
