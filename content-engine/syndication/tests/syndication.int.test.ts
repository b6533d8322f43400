import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags as changeTags } from '../../core/change-tags.ts';
import { publicPathsOfType } from '../../sitemaps/queries.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertPerson, linkAuthor } from '../../testing/fixtures-catalogue.ts';
import { insertAsset, insertContent, insertSection, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

const view = `originSiteKey originContentId originName originUrl siteKey siteName copyContentId copyName copyStatus copyUrl
  schedules { sectionId sectionName option startDate endDate } createdBy`;
const syndicate = `mutation ($input: SyndicateContentInput!) { syndicateContent(input: $input) { ${view} } }`;
const unsyndicate = `mutation ($input: UnsyndicateContentInput!) { unsyndicateContent(input: $input) }`;
const update = `mutation ($input: UpdateContentInput!) { updateContent(input: $input) { id } }`;
const unpublish = `mutation ($input: ContentIdInput!) { unpublishContent(input: $input) { id } }`;
const publish = `mutation ($input: PublishContentInput!) { publishContent(input: $input) { id } }`;
const ofItem = `query ($input: ContentSyndicationsInput!) { getContentSyndications(input: $input) { siteKey copyContentId } }`;
const list = `query ($input: SyndicationListInput) { getSyndicationList(input: $input) { totalCount items { originName siteKey originSiteKey } } }`;
const sitesQuery = `query { getSyndicationSites { key sections { id fullName } } }`;
const publicCopy = `query ($id: Int!) { getContent(input: { id: $id }) { name siteContext { canonicalUrl } authors { edges { node { name } } } primaryImage { id } } }`;

interface View {
  copyContentId: number;
  copyStatus: string;
  copyUrl: string;
  originUrl: string;
  schedules: { sectionId: number; option: string }[];
}

let engine: TestEngine;
const tokens = { network: '', alphaOnly: '' };
const ids = {} as Record<
  'article' | 'gated' | 'alphaNews' | 'betaNews' | 'betaTrucks' | 'gammaNews' | 'photo' | 'betaArticle',
  number
>;

const gql = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  { token = tokens.network, tenantKey = 'alpha' } = {},
) => engine.gql<T>(query, variables, { token, tenantKey });
const copyRow = (id: number) => engine.db('content').where({ id }).first();

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  ids.alphaNews = await insertSection(engine.db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
  ids.betaNews = await insertSection(engine.db, { tenantKey: 'beta', name: 'News', alias: 'news' });
  ids.betaTrucks = await insertSection(engine.db, { tenantKey: 'beta', name: 'Trucks', alias: 'trucks' });
  ids.gammaNews = await insertSection(engine.db, { tenantKey: 'gamma', name: 'News', alias: 'news' });
  ids.photo = await insertAsset(engine.db, { tenantKey: 'alpha', src: '/files/alpha/fleet.jpg' });
  ids.article = await insertContent(engine.db, {
    tenantKey: 'alpha',
    name: 'Fleet electrification report',
    alias: 'fleet-electrification-report',
    canonicalPath: '/news/fleet-electrification-report',
    primarySectionId: ids.alphaNews,
    primaryImageId: ids.photo,
    body: '<p>The full report.</p>',
    published: Date.now() - 60_000,
  });
  const ann = await insertPerson(engine.db, { tenantKey: 'alpha', firstName: 'Ann', lastName: 'Lee' });
  await linkAuthor(engine.db, { contentId: ids.article, personId: ann });
  ids.gated = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Members only', membershipIds: [1] });
  ids.betaArticle = await insertContent(engine.db, { tenantKey: 'beta', name: 'Beta own story' });
  tokens.network = await cmsToken(engine, { username: 'network-editor', role: 'editor', tenants: ['alpha', 'beta'] });
  tokens.alphaOnly = await cmsToken(engine, { username: 'alpha-editor', role: 'editor', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('syndicating an item to another site', () => {
  let copyId: number;

  it("creates a published copy on the other site's sections, with its own byline and image rows, and the origin as canonical URL", async () => {
    const before = engine.emitted.length;
    const { data, errors } = await gql<{ syndicateContent: View }>(syndicate, {
      input: {
        contentId: ids.article,
        siteKey: 'beta',
        schedules: [{ sectionId: ids.betaTrucks }, { sectionId: ids.betaNews, option: 'Featured' }],
      },
    });
    expect(errors).toBeUndefined();
    const result = data!.syndicateContent;
    copyId = result.copyContentId;
    expect(result).toMatchObject({
      copyStatus: 'PUBLISHED',
      originUrl: 'https://alpha.example.com/news/fleet-electrification-report',
      copyUrl: `https://beta.example.com/trucks/fleet-electrification-report`,
      schedules: [
        { sectionId: ids.betaTrucks, option: 'Standard' },
        { sectionId: ids.betaNews, option: 'Featured' },
      ],
    });
    const row = await copyRow(copyId);
    expect(row).toMatchObject({
      tenant_key: 'beta',
      name: 'Fleet electrification report',
      canonical_url: 'https://alpha.example.com/news/fleet-electrification-report',
      primary_section_id: ids.betaTrucks,
    });
    const page = await gql<{
      getContent: {
        siteContext: { canonicalUrl: string };
        authors: { edges: { node: { name: string } }[] };
        primaryImage: { id: number } | null;
      };
    }>(publicCopy, { id: copyId }, { token: '', tenantKey: 'beta' });
    expect(page.data!.getContent.siteContext.canonicalUrl).toBe(result.originUrl);
    expect(page.data!.getContent.authors.edges.map((e) => e.node.name)).toEqual(['Ann Lee']);
    const image = await engine.db('assets').where({ id: page.data!.getContent.primaryImage!.id }).first();
    expect(image).toMatchObject({ tenant_key: 'beta', src: '/files/alpha/fleet.jpg' });
    await engine.events.settled();
    expect(
      engine.emitted.slice(before).map((e) => [e.tenantKey, e.kind, e.tags.includes(changeTags.content(copyId))]),
    ).toEqual([['beta', 'content', true]]);
  });

  it("keeps the copy out of the other site's sitemap (its canonical address is the origin's)", async () => {
    const paths = await publicPathsOfType(engine.db, 'beta', {
      type: 'Article',
      now: Date.now(),
      limit: 100,
      offset: 0,
    });
    expect(paths.map((p) => p.path)).not.toContain('/trucks/fleet-electrification-report');
  });

  it('follows its origin: a new name, an unpublish and a publish reach the copy, each once', async () => {
    await gql(update, { input: { id: ids.article, name: 'Fleet electrification report 2027' } });
    await engine.events.settled();
    expect(await copyRow(copyId)).toMatchObject({ name: 'Fleet electrification report 2027', status: 1 });
    const history = () =>
      engine
        .db('history_entries')
        .where({ tenant_key: 'beta', entity_id: String(copyId) })
        .count({ n: '*' })
        .first();
    const entries = Number((await history())!.n);
    // The same change heard again (another process) writes nothing.
    engine.events.emit({
      tenantKey: 'alpha',
      kind: 'content',
      tags: [changeTags.content(ids.article)],
      at: Date.now(),
    });
    await engine.events.settled();
    expect(Number((await history())!.n)).toBe(entries);

    await gql(unpublish, { input: { id: ids.article } });
    await engine.events.settled();
    expect((await copyRow(copyId)).status).toBe(2);
    await gql(publish, { input: { id: ids.article } });
    await engine.events.settled();
    expect((await copyRow(copyId)).status).toBe(1);
  });

  it('moves the copy when syndicated again with other sections, and lists it both ways', async () => {
    const { data } = await gql<{ syndicateContent: View }>(syndicate, {
      input: { contentId: ids.article, siteKey: 'beta', schedules: [{ sectionId: ids.betaNews }] },
    });
    expect(data!.syndicateContent).toMatchObject({
      copyContentId: copyId,
      copyUrl: 'https://beta.example.com/news/fleet-electrification-report',
      schedules: [{ sectionId: ids.betaNews, option: 'Standard' }],
    });
    const own = await gql<{ getContentSyndications: { siteKey: string }[] }>(ofItem, {
      input: { contentId: ids.article },
    });
    expect(own.data!.getContentSyndications).toEqual([{ siteKey: 'beta', copyContentId: copyId }]);
    const outgoing = await gql<{ getSyndicationList: { totalCount: number } }>(list, { input: {} });
    expect(outgoing.data!.getSyndicationList).toMatchObject({ totalCount: 1, items: [{ siteKey: 'beta' }] });
    const incoming = await gql<{ getSyndicationList: { totalCount: number } }>(
      list,
      { input: { direction: 'incoming', search: 'electrification' } },
      { tenantKey: 'beta' },
    );
    expect(incoming.data!.getSyndicationList).toMatchObject({ totalCount: 1, items: [{ originSiteKey: 'alpha' }] });
  });

  it("refuses editors' changes to the copy on its own site, but lets that site move it among its sections", async () => {
    const betaEditor = await cmsToken(engine, { username: 'beta-editor', role: 'editor', tenants: ['beta'] });
    const asBeta = { token: betaEditor, tenantKey: 'beta' };
    const edited = await gql(update, { input: { id: copyId, name: 'Edited on beta' } }, asBeta);
    expect(edited.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(edited.errors?.[0]?.message).toContain('is a syndicated copy of https://alpha.example.com/news/');
    expect((await gql(unpublish, { input: { id: copyId } }, asBeta)).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await copyRow(copyId)).name).toBe('Fleet electrification report 2027');
    const moved = await gql(
      `mutation ($input: SetContentSchedulesInput!) { setContentSchedules(input: $input) { id syndicatedFrom } }`,
      { input: { contentId: copyId, schedules: [{ sectionId: ids.betaTrucks, option: 'Pinned' }] } },
      asBeta,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data).toEqual({
      setContentSchedules: {
        id: copyId,
        syndicatedFrom: 'https://alpha.example.com/news/fleet-electrification-report',
      },
    });
  });

  it('offers the other sites the user may use, with their active sections', async () => {
    const { data } = await gql<{ getSyndicationSites: { key: string; sections: { fullName: string }[] }[] }>(
      sitesQuery,
      {},
    );
    expect(data!.getSyndicationSites).toEqual([
      {
        key: 'beta',
        sections: [
          { id: ids.betaNews, fullName: 'News' },
          { id: ids.betaTrucks, fullName: 'Trucks' },
        ],
      },
    ]);
  });

  it('takes the item off the other site: the copy is deleted and no longer follows', async () => {
    const { data } = await gql<{ unsyndicateContent: boolean }>(unsyndicate, {
      input: { contentId: ids.article, siteKey: 'beta' },
    });
    expect(data!.unsyndicateContent).toBe(true);
    expect((await copyRow(copyId)).status).toBe(0);
    await gql(update, { input: { id: ids.article, name: 'Renamed after' } });
    await engine.events.settled();
    expect((await copyRow(copyId)).name).not.toBe('Renamed after');
  });
});

describe('what syndication refuses', () => {
  const code = async (
    query: string,
    input: Record<string, unknown>,
    options?: { token?: string; tenantKey?: string },
  ) => {
    const { errors } = await gql(query, { input }, options);
    return [errors?.[0]?.extensions.code, errors?.[0]?.message];
  };

  it('refuses a site the user may not use, and one that does not exist, alike', async () => {
    const gamma = await code(syndicate, {
      contentId: ids.article,
      siteKey: 'gamma',
      schedules: [{ sectionId: ids.gammaNews }],
    });
    const none = await code(syndicate, {
      contentId: ids.article,
      siteKey: 'nowhere',
      schedules: [{ sectionId: ids.gammaNews }],
    });
    expect(gamma).toEqual(['FORBIDDEN', 'You have no access to the site "gamma".']);
    expect(none).toEqual(['FORBIDDEN', 'You have no access to the site "nowhere".']);
    const limited = await code(
      syndicate,
      { contentId: ids.article, siteKey: 'beta', schedules: [{ sectionId: ids.betaNews }] },
      { token: tokens.alphaOnly },
    );
    expect(limited[0]).toBe('FORBIDDEN');
    expect(await engine.db('content').where({ tenant_key: 'gamma' }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it("refuses another site's section, another site's item, a copy, a gated item and the item's own site", async () => {
    const base = { contentId: ids.article, siteKey: 'beta' };
    expect(await code(syndicate, { ...base, schedules: [{ sectionId: ids.alphaNews }] })).toEqual([
      'BAD_USER_INPUT',
      expect.stringContaining('no such record of this site'),
    ]);
    expect(await code(syndicate, { ...base, schedules: [] })).toEqual([
      'BAD_USER_INPUT',
      expect.stringContaining('Choose at least one section'),
    ]);
    expect(
      (
        await code(syndicate, { contentId: ids.betaArticle, siteKey: 'beta', schedules: [{ sectionId: ids.betaNews }] })
      )[0],
    ).toBe('NOT_FOUND');
    expect(
      await code(syndicate, { contentId: ids.gated, siteKey: 'beta', schedules: [{ sectionId: ids.betaNews }] }),
    ).toEqual(['BAD_USER_INPUT', expect.stringContaining('limited to memberships')]);
    expect(
      await code(syndicate, { contentId: ids.article, siteKey: 'alpha', schedules: [{ sectionId: ids.alphaNews }] }),
    ).toEqual(['BAD_USER_INPUT', expect.stringContaining('own site')]);
    const { data } = await gql<{ syndicateContent: View }>(syndicate, {
      input: { ...base, schedules: [{ sectionId: ids.betaNews }] },
    });
    const copy = data!.syndicateContent.copyContentId;
    expect(
      await code(
        syndicate,
        { contentId: copy, siteKey: 'alpha', schedules: [{ sectionId: ids.alphaNews }] },
        { tenantKey: 'beta' },
      ),
    ).toEqual(['BAD_USER_INPUT', expect.stringContaining('itself a syndicated copy')]);
  });

  it('refuses an anonymous caller and unsyndicating what is not syndicated', async () => {
    expect(
      (
        await code(
          syndicate,
          { contentId: ids.article, siteKey: 'beta', schedules: [{ sectionId: ids.betaNews }] },
          { token: '' },
        )
      )[0],
    ).toBe('UNAUTHENTICATED');
    expect((await code(unsyndicate, { contentId: ids.betaArticle, siteKey: 'beta' }))[0]).toBe('NOT_FOUND');
  });
});
