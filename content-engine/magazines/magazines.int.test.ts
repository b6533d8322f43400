import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertAsset, insertTenant } from '../testing/fixtures.ts';
import { insertIssue, insertPublication } from '../testing/fixtures-catalogue.ts';
import { findIssueByPath, findPublicationByAlias, listIssues } from './queries.ts';

const publicationQuery = /* GraphQL */ `
  query ($input: GetMagazinePublicationInput!) {
    getMagazinePublication(input: $input) {
      id
      name
      alias
      description
      canonicalPath
      logo {
        id
        src
      }
    }
  }
`;
const publicationStreamQuery = /* GraphQL */ `
  query ($input: GetPublicationStreamInput) {
    getPublicationStream(input: $input) {
      edges {
        node {
          id
          name
        }
      }
      pageInfo {
        hasNextPage
      }
      totalCount
    }
  }
`;
const issueQuery = /* GraphQL */ `
  query ($input: GetIssueInput!) {
    getIssue(input: $input) {
      id
      name
      alias
      description
      mailDate
      digitalEditionUrl
      canonicalPath
      coverImage {
        id
        src
      }
      publication {
        id
        name
        alias
        canonicalPath
      }
    }
  }
`;
const issuesQuery = /* GraphQL */ `
  query ($input: GetIssuesInput) {
    getIssues(input: $input) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
      }
      totalCount
    }
  }
`;

type Stream = {
  edges: { node: { id: number; name?: string } }[];
  pageInfo: { hasNextPage: boolean };
  totalCount: number;
};
const nodeIds = (stream: Stream | undefined) => stream?.edges.map((e) => e.node.id);

describe('magazines', () => {
  let engine: TestEngine;
  const ids = {
    logo: 0,
    cover: 0,
    fleet: 0,
    trucks: 0,
    hidden: 0,
    beta: 0,
    jan: 0,
    feb: 0,
    mar: 0,
    draft: 0,
    truckIssue: 0,
    hiddenIssue: 0,
    betaIssue: 0,
  };
  const issues = async (input: Record<string, unknown>, tenantKey = 'alpha') => {
    const { data, errors } = await engine.gql<{ getIssues: Stream }>(issuesQuery, { input }, { tenantKey });
    expect(errors).toBeUndefined();
    return data?.getIssues;
  };

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    ids.logo = await insertAsset(db, {
      tenantKey: 'alpha',
      fileName: 'fleet-logo.png',
      src: '/files/fleet-logo.png',
      isLogo: true,
    });
    ids.cover = await insertAsset(db, { tenantKey: 'alpha', fileName: 'march.jpg', src: '/files/march.jpg' });
    ids.fleet = await insertPublication(db, {
      tenantKey: 'alpha',
      name: 'Fleet Owner',
      alias: 'fleet-owner',
      description: 'Monthly',
      logoId: ids.logo,
    });
    ids.trucks = await insertPublication(db, { tenantKey: 'alpha', name: 'Trucks', alias: 'trucks' });
    ids.hidden = await insertPublication(db, { tenantKey: 'alpha', name: 'Hidden', alias: 'hidden', status: 0 });
    ids.beta = await insertPublication(db, { tenantKey: 'beta', name: 'Beta Mag', alias: 'beta-mag' });
    const pub = { tenantKey: 'alpha', publicationId: ids.fleet };
    ids.jan = await insertIssue(db, { ...pub, name: 'January', alias: 'january-2025', mailDate: Date.UTC(2025, 0, 1) });
    ids.feb = await insertIssue(db, {
      ...pub,
      name: 'February',
      alias: 'february-2025',
      mailDate: Date.UTC(2025, 1, 1),
    });
    ids.mar = await insertIssue(db, {
      ...pub,
      name: 'March',
      alias: 'march-2025',
      mailDate: Date.UTC(2025, 2, 1),
      coverImageId: ids.cover,
      digitalEditionUrl: 'https://read.example.com/march',
      description: 'Spring',
    });
    ids.draft = await insertIssue(db, {
      ...pub,
      name: 'April',
      alias: 'april-2025',
      mailDate: Date.UTC(2025, 3, 1),
      status: 0,
    });
    ids.truckIssue = await insertIssue(db, {
      tenantKey: 'alpha',
      publicationId: ids.trucks,
      name: 'Trucks Winter',
      alias: 'winter',
      mailDate: Date.UTC(2024, 11, 1),
    });
    ids.hiddenIssue = await insertIssue(db, {
      tenantKey: 'alpha',
      publicationId: ids.hidden,
      name: 'Hidden Issue',
      alias: 'hidden-issue',
      mailDate: Date.UTC(2025, 5, 1),
    });
    ids.betaIssue = await insertIssue(db, {
      tenantKey: 'beta',
      publicationId: ids.beta,
      name: 'Beta Issue',
      alias: 'beta-issue',
      mailDate: Date.UTC(2025, 6, 1),
    });
  });
  afterAll(() => engine.close());

  it('returns a publication with its logo and canonical path', async () => {
    const { data, errors } = await engine.gql<{ getMagazinePublication: unknown }>(
      publicationQuery,
      { input: { id: ids.fleet } },
      { tenantKey: 'alpha' },
    );
    expect(errors).toBeUndefined();
    expect(data?.getMagazinePublication).toEqual({
      id: ids.fleet,
      name: 'Fleet Owner',
      alias: 'fleet-owner',
      description: 'Monthly',
      canonicalPath: '/magazine/fleet-owner',
      logo: { id: ids.logo, src: '/files/fleet-logo.png' },
    });
  });

  it('answers NOT_FOUND for an unknown, inactive or other tenant’s publication', async () => {
    for (const id of [999_999, ids.hidden, ids.beta]) {
      const { errors } = await engine.gql(publicationQuery, { input: { id } }, { tenantKey: 'alpha' });
      expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('streams the tenant’s active publications by name', async () => {
    const { data } = await engine.gql<{ getPublicationStream: Stream }>(
      publicationStreamQuery,
      {},
      { tenantKey: 'alpha' },
    );
    expect(data?.getPublicationStream).toEqual({
      edges: [{ node: { id: ids.fleet, name: 'Fleet Owner' } }, { node: { id: ids.trucks, name: 'Trucks' } }],
      pageInfo: { hasNextPage: false },
      totalCount: 2,
    });
    const page = await engine.gql<{ getPublicationStream: Stream }>(
      publicationStreamQuery,
      { input: { pagination: { limit: 1 } } },
      { tenantKey: 'alpha' },
    );
    expect(page.data?.getPublicationStream.pageInfo.hasNextPage).toBe(true);
    const beta = await engine.gql<{ getPublicationStream: Stream }>(publicationStreamQuery, {}, { tenantKey: 'beta' });
    expect(nodeIds(beta.data?.getPublicationStream)).toEqual([ids.beta]);
  });

  it('returns an issue with its cover, publication and canonical path', async () => {
    const { data, errors } = await engine.gql<{ getIssue: unknown }>(
      issueQuery,
      { input: { id: ids.mar } },
      { tenantKey: 'alpha' },
    );
    expect(errors).toBeUndefined();
    expect(data?.getIssue).toEqual({
      id: ids.mar,
      name: 'March',
      alias: 'march-2025',
      description: 'Spring',
      mailDate: Date.UTC(2025, 2, 1),
      digitalEditionUrl: 'https://read.example.com/march',
      canonicalPath: '/magazine/fleet-owner/march-2025',
      coverImage: { id: ids.cover, src: '/files/march.jpg' },
      publication: { id: ids.fleet, name: 'Fleet Owner', alias: 'fleet-owner', canonicalPath: '/magazine/fleet-owner' },
    });
  });

  it('answers NOT_FOUND for an inactive issue, an issue of an inactive publication or another tenant’s issue', async () => {
    for (const id of [ids.draft, ids.hiddenIssue, ids.betaIssue]) {
      const { errors } = await engine.gql(issueQuery, { input: { id } }, { tenantKey: 'alpha' });
      expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('streams issues newest mail date first by default', async () => {
    expect(await issues({ publicationId: ids.fleet })).toEqual({
      edges: [ids.mar, ids.feb, ids.jan].map((id) => ({ node: { id } })),
      pageInfo: { hasNextPage: false },
      totalCount: 3,
    });
    expect(nodeIds(await issues({}))).toEqual([ids.mar, ids.feb, ids.jan, ids.truckIssue]);
  });

  it('skips excluded issues, pages and sorts on request', async () => {
    expect(nodeIds(await issues({ publicationId: ids.fleet, excludeIssueIds: [ids.mar] }))).toEqual([ids.feb, ids.jan]);
    const page = await issues({ publicationId: ids.fleet, pagination: { limit: 2, skip: 1 } });
    expect(page).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false } });
    expect(nodeIds(page)).toEqual([ids.feb, ids.jan]);
    expect((await issues({ pagination: { limit: 1 } }))?.pageInfo.hasNextPage).toBe(true);
    expect(nodeIds(await issues({ publicationId: ids.fleet, sort: { field: 'mailDate', order: 'asc' } }))).toEqual([
      ids.jan,
      ids.feb,
      ids.mar,
    ]);
  });

  it('never streams another tenant’s issues', async () => {
    expect(nodeIds(await issues({}, 'beta'))).toEqual([ids.betaIssue]);
    expect(await issues({ publicationId: ids.beta })).toMatchObject({ edges: [], totalCount: 0 });
  });

  it('rejects an oversized page as bad input', async () => {
    const { errors } = await engine.gql(
      issuesQuery,
      { input: { pagination: { limit: 100_000 } } },
      { tenantKey: 'alpha' },
    );
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('resolves publication and issue paths for page resolution, per tenant', async () => {
    expect((await findPublicationByAlias(engine.db, 'alpha', 'Fleet-Owner'))?.id).toBe(ids.fleet);
    expect(await findPublicationByAlias(engine.db, 'beta', 'fleet-owner')).toBeNull();
    expect(await findPublicationByAlias(engine.db, 'alpha', 'hidden')).toBeNull();
    const issue = await findIssueByPath(engine.db, 'alpha', 'fleet-owner', 'march-2025');
    expect(issue).toMatchObject({
      id: ids.mar,
      coverImage: { id: ids.cover },
      canonicalPath: '/magazine/fleet-owner/march-2025',
    });
    expect(await findIssueByPath(engine.db, 'alpha', 'trucks', 'march-2025')).toBeNull();
    expect(await findIssueByPath(engine.db, 'alpha', 'beta-mag', 'beta-issue')).toBeNull();
  });

  it('lists issues for blocks, by id or excluding used ones', async () => {
    expect(
      (await listIssues(engine.db, 'alpha', { includeIds: [ids.feb, ids.betaIssue], limit: 10 })).map((i) => i.id),
    ).toEqual([ids.feb]);
    expect((await listIssues(engine.db, 'alpha', { excludeIds: [ids.mar], limit: 1 })).map((i) => i.id)).toEqual([
      ids.feb,
    ]);
  });
});
