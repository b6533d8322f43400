import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertAsset, insertContent, insertTenant } from '../testing/fixtures.ts';
import { insertPerson, linkAuthor } from '../testing/fixtures-catalogue.ts';
import { findTenantByKey } from '../tenants/queries.ts';
import { getPersonStream } from './operations/get-person-stream.ts';
import { findAuthorsForContent } from './queries.ts';
import { cmsToken } from '../testing/fixtures-cms-tokens.ts';

const streamQuery = /* GraphQL */ `
  query ($input: GetPersonStreamInput) {
    getPersonStream(input: $input) {
      edges {
        node {
          id
          fullName
          firstName
          lastName
          title
          email
          bio
          image {
            id
          }
        }
      }
      pageInfo {
        hasNextPage
      }
      totalCount
    }
  }
`;

type Stream = { edges: { node: { id: number } }[]; pageInfo: { hasNextPage: boolean }; totalCount: number };

describe('persons', () => {
  let engine: TestEngine;
  const ids = { ann: 0, bob: 0, draft: 0, beta: 0, photo: 0, article: 0, betaArticle: 0 };
  let editorToken = '';
  const stream = async (input: Record<string, unknown>, tenantKey = 'alpha', token?: string) => {
    const { data, errors } = await engine.gql<{ getPersonStream: Stream }>(
      streamQuery,
      { input },
      { tenantKey, token },
    );
    expect(errors).toBeUndefined();
    return data?.getPersonStream;
  };
  const streamIds = async (input: Record<string, unknown>, tenantKey = 'alpha', token?: string) =>
    (await stream(input, tenantKey, token))?.edges.map((e) => e.node.id);

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    editorToken = await cmsToken(engine, { username: 'persons-editor', role: 'editor', tenants: ['alpha'] });
    ids.photo = await insertAsset(db, { tenantKey: 'alpha' });
    ids.bob = await insertPerson(db, {
      tenantKey: 'alpha',
      firstName: 'Bob',
      lastName: 'Young',
      title: 'Reporter',
      email: 'bob@example.com',
      bio: 'Covers trucks.',
      imageId: ids.photo,
    });
    ids.ann = await insertPerson(db, { tenantKey: 'alpha', firstName: 'Ann', lastName: 'Zed' });
    ids.draft = await insertPerson(db, { tenantKey: 'alpha', firstName: 'Carl', lastName: 'Draft', status: 2 });
    ids.beta = await insertPerson(db, { tenantKey: 'beta', firstName: 'Dan', lastName: 'Beta' });
    ids.article = await insertContent(db, { tenantKey: 'alpha', name: 'Story' });
    ids.betaArticle = await insertContent(db, { tenantKey: 'beta', name: 'Beta story' });
    await linkAuthor(db, { contentId: ids.article, personId: ids.bob, position: 1 });
    await linkAuthor(db, { contentId: ids.article, personId: ids.ann, position: 0 });
    await linkAuthor(db, { contentId: ids.article, personId: ids.draft, position: 2 });
    await linkAuthor(db, { contentId: ids.article, personId: ids.beta, position: 3 });
    await linkAuthor(db, { contentId: ids.betaArticle, personId: ids.beta, position: 0 });
  });
  afterAll(() => engine.close());

  it('streams published people by full name with their fields (the e-mail for CMS users only)', async () => {
    const forEditor = await stream({ status: ['PUBLISHED'], pagination: { limit: 9999 } }, 'alpha', editorToken);
    expect(forEditor?.edges.map((e) => (e.node as { email?: string }).email)).toEqual(['', 'bob@example.com']);
    expect(await stream({ status: ['PUBLISHED'], pagination: { limit: 9999 } })).toEqual({
      edges: [
        {
          node: {
            id: ids.ann,
            fullName: 'Ann Zed',
            firstName: 'Ann',
            lastName: 'Zed',
            title: '',
            email: '',
            bio: '',
            image: null,
          },
        },
        {
          node: {
            id: ids.bob,
            fullName: 'Bob Young',
            firstName: 'Bob',
            lastName: 'Young',
            title: 'Reporter',
            email: '',
            bio: 'Covers trucks.',
            image: { id: ids.photo },
          },
        },
      ],
      pageInfo: { hasNextPage: false },
      totalCount: 2,
    });
  });

  it('streams published people by default, sorts descending and pages on request', async () => {
    expect(await streamIds({})).toEqual([ids.ann, ids.bob]);
    expect(await streamIds({ sort: { field: 'fullName', order: 'desc' } })).toEqual([ids.bob, ids.ann]);
    expect(await stream({ pagination: { limit: 1 } })).toMatchObject({
      pageInfo: { hasNextPage: true },
      totalCount: 2,
    });
  });

  it('narrows to names, titles and (for CMS users) e-mails containing the search text, counting only those', async () => {
    expect(await stream({ search: 'YOUNG' })).toMatchObject({ totalCount: 1, edges: [{ node: { id: ids.bob } }] });
    expect(await streamIds({ search: 'example.com' }, 'alpha', editorToken)).toEqual([ids.bob]);
    // A visitor cannot probe contributors' addresses.
    expect(await streamIds({ search: 'example.com' })).toEqual([]);
    expect(await streamIds({ search: 'reporter' })).toEqual([ids.bob]);
    expect(await streamIds({ search: '%' })).toEqual([]);
    expect(await streamIds({ search: 'dan' }, 'alpha')).toEqual([]);
  });

  it('never streams another tenant’s people', async () => {
    expect(await streamIds({}, 'beta')).toEqual([ids.beta]);
  });

  it('forbids anonymous callers from listing unpublished people', async () => {
    const { errors } = await engine.gql(streamQuery, { input: { status: ['DRAFT'] } }, { tenantKey: 'alpha' });
    expect(errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('lets system work list draft people', async () => {
    const tenant = await findTenantByKey(engine.db, 'alpha');
    const result = await getPersonStream({
      ctx: engine.context({ tenant, system: true }),
      input: { status: ['DRAFT'] },
    });
    expect(result.edges.map((e) => e.node.id)).toEqual([ids.draft]);
  });

  it('rejects a page above 10000 as bad input', async () => {
    const { errors } = await engine.gql(
      streamQuery,
      { input: { pagination: { limit: 10_001 } } },
      { tenantKey: 'alpha' },
    );
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('loads the published authors of many items in byline order, within the tenant', async () => {
    const authors = await findAuthorsForContent(engine.db, 'alpha', [ids.article, ids.betaArticle]);
    expect(authors.get(ids.article)?.map((p) => p.id)).toEqual([ids.ann, ids.bob]);
    expect(authors.get(ids.article)?.[1]?.image?.id).toBe(ids.photo);
    expect(authors.get(ids.betaArticle)).toEqual([]);
  });
});
