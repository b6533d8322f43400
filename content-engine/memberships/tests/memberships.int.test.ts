import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertDemographics, insertMembership, siteGql } from '../../testing/fixtures-site-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

const stream = `query($status: Int, $id: Int) { getMembershipStream(status: $status, id: $id) { edges { node { id alias status isFree omedaProduct requiredUserCommonFields requiredUserDemographicFields additionalUserDemographicFields } } pageInfo { hasNextPage } totalCount } }`;
const one = `query($id: Int!) { getMembership(id: $id) { id alias } }`;
const demographics = `query($ids: [Int!], $limit: Int, $skip: Int) { getOmedaDemographicStream(demographicIds: $ids, limit: $limit, skip: $skip) { edges { node { id description omedaWebformText demographicType demographicValues { id description } } } pageInfo { hasNextPage } totalCount } }`;

let engine: TestEngine;
let free: number;
let paid: number;
let retired: number;
let other: number;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  free = await insertMembership(engine.db, {
    tenantKey: 'alpha',
    alias: 'free',
    common: ['firstName'],
    demographics: [101],
    additional: [103],
  });
  paid = await insertMembership(engine.db, {
    tenantKey: 'alpha',
    alias: 'insider',
    isFree: false,
    omedaProduct: 'APAID',
  });
  retired = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'retired', status: 0 });
  other = await insertMembership(engine.db, { tenantKey: 'beta', alias: 'beta-free' });
  await insertDemographics(engine.db, 'alpha');
});
afterAll(() => engine.close());

describe('memberships', () => {
  it("lists the tenant's memberships, by status or id, with their required fields", async () => {
    const all = await siteGql<{ getMembershipStream: { edges: { node: { id: number } }[]; totalCount: number } }>(
      engine,
      stream,
      {},
      { tenantKey: 'alpha' },
    );
    expect(all.data?.getMembershipStream.edges.map((e) => e.node.id)).toEqual([free, paid, retired]);
    const active = await siteGql<{ getMembershipStream: { edges: { node: unknown }[] } }>(
      engine,
      stream,
      { status: 1 },
      { tenantKey: 'alpha' },
    );
    expect(active.data?.getMembershipStream.edges.map((e) => e.node)).toEqual([
      {
        id: free,
        alias: 'free',
        status: 1,
        isFree: true,
        omedaProduct: null,
        requiredUserCommonFields: ['firstName'],
        requiredUserDemographicFields: [101],
        additionalUserDemographicFields: [103],
      },
      {
        id: paid,
        alias: 'insider',
        status: 1,
        isFree: false,
        omedaProduct: 'APAID',
        requiredUserCommonFields: [],
        requiredUserDemographicFields: [],
        additionalUserDemographicFields: [],
      },
    ]);
    expect((await siteGql(engine, stream, { id: other }, { tenantKey: 'alpha' })).data).toEqual({
      getMembershipStream: { edges: [], pageInfo: { hasNextPage: false }, totalCount: 0 },
    });
  });

  it("reads one membership of the tenant, NOT_FOUND for another tenant's", async () => {
    expect((await siteGql(engine, one, { id: retired }, { tenantKey: 'alpha' })).data).toEqual({
      getMembership: { id: retired, alias: 'retired' },
    });
    expect((await siteGql(engine, one, { id: other }, { tenantKey: 'alpha' })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
  });

  it('is cacheable for anonymous visitors', async () => {
    const response = await engine.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'tenant-key': 'alpha', 'content-type': 'application/json' },
      payload: { query: stream },
    });
    expect(response.headers.etag).toBeTruthy();
  });
});

describe('demographic questions', () => {
  it('pages through the questions, 10 by default', async () => {
    const first = await siteGql<{
      getOmedaDemographicStream: {
        edges: { node: { id: number } }[];
        pageInfo: { hasNextPage: boolean };
        totalCount: number;
      };
    }>(engine, demographics, { limit: 4 }, { tenantKey: 'alpha' });
    expect(first.data?.getOmedaDemographicStream).toMatchObject({ totalCount: 9, pageInfo: { hasNextPage: true } });
    expect(first.data?.getOmedaDemographicStream.edges.map((e) => e.node.id)).toEqual([101, 102, 103, 104]);
    const byDefault = await siteGql<{ getOmedaDemographicStream: { edges: unknown[] } }>(
      engine,
      `query { getOmedaDemographicStream { edges { node { id } } } }`,
      {},
      { tenantKey: 'alpha' },
    );
    expect(byDefault.data?.getOmedaDemographicStream.edges).toHaveLength(9);
  });

  it('answers the questions asked for, with their choices', async () => {
    const result = await siteGql<{
      getOmedaDemographicStream: {
        edges: { node: { id: number; demographicType: number; demographicValues: unknown[] } }[];
      };
    }>(engine, demographics, { ids: [104, 101, 999] }, { tenantKey: 'alpha' });
    const nodes = result.data?.getOmedaDemographicStream.edges.map((e) => e.node);
    expect(nodes?.map((n) => n.id)).toEqual([101, 104]);
    expect(nodes?.[0]).toMatchObject({ demographicType: 1, description: 'Job Function' });
    expect(nodes?.[1]?.demographicValues[0]).toEqual({ id: 10401, description: '1-49' });
    expect((await siteGql(engine, demographics, {}, { tenantKey: 'beta' })).data).toMatchObject({
      getOmedaDemographicStream: { totalCount: 0 },
    });
  });
});
