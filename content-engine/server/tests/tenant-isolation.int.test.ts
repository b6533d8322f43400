import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { loginAs, insertCmsUser } from '../../testing/fixtures-cms-users.ts';
import {
  insertContact,
  insertIssue,
  insertPerson,
  insertPublication,
  insertRedirect,
  insertTaxonomy,
  linkAuthor,
  linkContact,
  linkTaxonomy,
} from '../../testing/fixtures-catalogue.ts';
import { insertAsset, insertLayout } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { engineSchema } from '../../graphql/schema.ts';
import { loadOperationDocuments } from '../documents-route.ts';
import { createBuildQueue } from '../../../builds/queue/build-queue.ts';
import { insertSiteLicense } from '../../site-licenses/tests/site-license-fixtures.ts';
import { insertDemographics, insertMembership, insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertAdUnit } from '../../ads/tests/ad-fixtures.ts';

/*
 * Tenant isolation, tried on every query: tenant B's rows all carry the marker "beta"; asked with
 * tenant A's key for B's ids, aliases and phrases, no answer may contain B's marker or ids. A CMS
 * user limited to tenant A gets FORBIDDEN for every query on tenant B.
 */

interface Catalogue {
  asset: number;
  person: number;
  contact: number;
  taxonomy: number;
  publication: number;
  issue: number;
  buildJob: number;
  membership: number;
  siteLicense: number;
}

let engine: TestEngine;
let a: TenantFixture & Catalogue;
let b: TenantFixture & Catalogue;
let alphaEditorToken: string;
let betaUserId: number;

async function buildCatalogue(key: string, fixture: TenantFixture): Promise<TenantFixture & Catalogue> {
  const db = engine.db;
  const asset = await insertAsset(db, { tenantKey: key, fileName: `${key}-photo.jpg`, src: `/files/${key}/photo.jpg` });
  await db('content').where({ id: fixture.content.newsStory }).update({ primary_image_id: asset });
  const person = await insertPerson(db, { tenantKey: key, firstName: key, lastName: 'Writer' });
  await linkAuthor(db, { contentId: fixture.content.newsStory, personId: person });
  const contact = await insertContact(db, { tenantKey: key, firstName: key, lastName: 'Contact' });
  await linkContact(db, { contentId: fixture.content.newsStory, contactId: contact });
  const taxonomy = await insertTaxonomy(db, { tenantKey: key, name: `${key} tag` });
  await linkTaxonomy(db, { contentId: fixture.content.newsStory, taxonomyId: taxonomy });
  const publication = await insertPublication(db, { tenantKey: key, name: `${key} Magazine`, alias: 'magazine' });
  const issue = await insertIssue(db, {
    tenantKey: key,
    publicationId: publication,
    name: `${key} November`,
    alias: '2026-11',
    mailDate: Date.now() - 86_400_000,
  });
  await insertRedirect(db, { tenantKey: key, from: `/${key}-only`, to: `/${key}-target` });
  // A layout of the tenant's own at a path both tenants have: another tenant's answers must not name it.
  await insertLayout(db, { tenantKey: key, name: `${key} news hub`, type: 'url-override', aliases: ['/news'] });
  await insertSiteSettings(db, {
    tenantKey: key,
    settings: {
      general: { siteName: `${key} site` },
      memberships: { commenting: true, allowAnonymousCommenting: true },
    },
  });
  await db('comments').insert({
    tenant_key: key,
    content_id: fixture.content.newsStory,
    author_name: `${key} reader`,
    body: `${key} comment`,
    status: 'approved',
    ip_hash: key,
    created: Date.now(),
    updated: Date.now(),
  });
  const buildJob = (await createBuildQueue(db).enqueue({ tenantKey: key, kind: 'full', reason: `${key} full build` }))
    .id;
  const membership = await insertMembership(db, { tenantKey: key, alias: `${key}-insider`, title: `${key} Insider` });
  await insertDemographics(db, key);
  await insertSiteUser(db, { tenantKey: key, email: `${key}-member@${key}.example`, memberships: [membership] });
  // Both tenants license the same range: a lookup on A must name A's company.
  const siteLicense = await insertSiteLicense(db, {
    tenantKey: key,
    companyName: `${key} Licensed Co`,
    ipRanges: ['198.51.100.0/24'],
  });
  await insertAdUnit(db, {
    tenantKey: key,
    key: `${key}-rail`,
    name: `${key} rail`,
    type: 'layout-block',
    size: '300x250',
  });
  return { ...fixture, asset, person, contact, taxonomy, publication, issue, buildJob, membership, siteLicense };
}

/** Variables asking, with tenant A's key, for tenant B's things. */
const crossTenantVariables = (): Record<string, Record<string, unknown>> => ({
  getTenantInfo: { includeTest: true },
  getContent: { id: b.content.newsStory },
  getContentStream: { input: { includeContentIds: Object.values(b.content), pagination: { limit: 100 } } },
  getWebsiteLayoutPage: { alias: `/${b.content.newsStory}` },
  getSiteSettingsPayload: {},
  getAsset: { input: { id: b.asset } },
  getWebsiteSection: { input: { id: b.sections.news } },
  getWebsiteSectionBasic: { input: { id: b.sections.deep } },
  getWebsiteSectionsHierarchy: {},
  getWebsiteRedirect: { input: { from: '/beta-only', preserveQueryString: true } },
  getMagazinePublication: { input: { id: b.publication } },
  getPublicationStream: { input: {} },
  getIssue: { input: { id: b.issue } },
  getIssues: { input: { publicationId: b.publication } },
  getContacts: { input: { includeContentIds: [b.content.newsStory] } },
  getTaxonomyStream: { input: { includeIds: [b.taxonomy] } },
  matchTaxonomyStream: { input: { phrase: 'beta' } },
  getPersonStream: { input: {} },
  getActiveCMSUser: {},
  validateCMSUserBearerToken: {},
  getBuildJobs: { input: {} },
  getBuildJob: { input: { id: b.buildJob } },
  getAssetStream: { input: { search: 'beta' } },
  getRedirectStream: { input: { search: 'beta' } },
  getHistory: { input: { entityType: 'redirect' } },
  getCmsUserStream: { input: { search: 'beta' } },
  getCmsUser: { input: { id: betaUserId } },
  getCmsRoles: {},
  getAspireNewsStream: { input: {} },
  siteLicenseCompany: { userIpAddress: '198.51.100.7' },
  getSiteLicenseStream: { input: { search: 'beta' } },
  getSiteLicense: { input: { id: b.siteLicense } },
  getActiveSiteUserWithNewsletters: {},
  getSiteUser: { username: 'beta-member@beta.example' },
  getMembershipStream: {},
  getMembership: { id: b.membership },
  getOmedaDemographicStream: { limit: 100 },
  getReCAPTCHAPublicKey: {},
  getGatedContentBody: { contentId: b.content.newsStory },
  searchContent: { input: { text: 'beta' } },
  getAdUnitPatternStream: {},
  getAdUnitAdminPatternStream: {},
  getNextSecondaryGrid: { input: { gridSettings: { sectionId: b.sections.news }, layoutId: b.layouts.section } },
  getNextSecondaryPage: {
    input: { limit: 1, includeContentTypes: ['News', 'Article', 'Video'], sectionId: b.sections.news },
  },
  trackingEventCounts: { input: { from: Date.now() - 30 * 86_400_000, to: Date.now() + 86_400_000 } },
  getContentComments: { input: { contentId: b.content.newsStory } },
  getLayoutStream: { input: { search: 'beta' } },
  getLayout: { input: { id: b.layouts.section } },
  getLayoutForPath: { input: { path: '/news' } },
  getLayoutUsage: { input: { id: b.layouts.override } },
  getBlockCatalogue: {},
  getLayoutBlockUsage: { input: {} },
  getLayoutBlockOptionUsage: { input: { blockType: 'content_list', option: 'population.scheduleOption' } },
  getLayoutAnalysis: { input: {} },
  getSiteSettingsAnalysis: { input: {} },
  getLayoutScheduleOptionChanges: { input: { from: 'Featured', to: 'Pinned' } },
  getNewDesignMigrationPlan: {},
  researchContent: { input: { search: 'beta' } },
  getContentSyndications: { input: { contentId: b.content.newsStory } },
  getSyndicationList: { input: { direction: 'incoming' } },
  getSyndicationSites: {},
});

const queryNames = [
  'getTenantInfo',
  'getContent',
  'getContentStream',
  'getWebsiteLayoutPage',
  'getSiteSettingsPayload',
  'getAsset',
  'getWebsiteSection',
  'getWebsiteSectionBasic',
  'getWebsiteSectionsHierarchy',
  'getWebsiteRedirect',
  'getMagazinePublication',
  'getPublicationStream',
  'getIssue',
  'getIssues',
  'getContacts',
  'getTaxonomyStream',
  'matchTaxonomyStream',
  'getPersonStream',
  'getActiveCMSUser',
  'validateCMSUserBearerToken',
  'getBuildJobs',
  'getBuildJob',
  'getAssetStream',
  'getRedirectStream',
  'getHistory',
  'getCmsUserStream',
  'getCmsUser',
  'getCmsRoles',
  'getAspireNewsStream',
  'siteLicenseCompany',
  'getSiteLicenseStream',
  'getSiteLicense',
  'getActiveSiteUserWithNewsletters',
  'getSiteUser',
  'getMembershipStream',
  'getMembership',
  'getOmedaDemographicStream',
  'getReCAPTCHAPublicKey',
  'getGatedContentBody',
  'searchContent',
  'getAdUnitPatternStream',
  'getAdUnitAdminPatternStream',
  'getNextSecondaryGrid',
  'getNextSecondaryPage',
  'trackingEventCounts',
  'getContentComments',
  'getLayoutStream',
  'getLayout',
  'getLayoutForPath',
  'getLayoutUsage',
  'getBlockCatalogue',
  'getLayoutBlockUsage',
  'getLayoutBlockOptionUsage',
  'getLayoutAnalysis',
  'getSiteSettingsAnalysis',
  'getLayoutScheduleOptionChanges',
  'getNewDesignMigrationPlan',
  'researchContent',
  'getContentSyndications',
  'getSyndicationList',
  'getSyndicationSites',
];

const documentFor = (name: string) => {
  const documents = loadOperationDocuments();
  const document =
    documents.get(`query/${name}`) ??
    [...documents].find(([key]) => key.startsWith('query/') && key.endsWith(`/${name}`))?.[1];
  if (!document) throw new Error(`No query document for ${name}`);
  return document.text;
};

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildCatalogue('alpha', await buildTenant(engine.db, 'alpha'));
  b = await buildCatalogue('beta', await buildTenant(engine.db, 'beta'));
  // The editor also reads the history and manages users: their lists must stay within tenant A too.
  const editor = await insertCmsUser(engine.db, {
    username: 'alpha-editor',
    tenants: ['alpha'],
    extraPermissions: [
      'manage_ip_gating',
      'view_history',
      'manage_users',
      'manage_site_users',
      'view_ad_unit_patterns',
      // The dev tools' analyses (layouts, site settings) cover every site the user may see: alpha only.
      'manage_modules',
    ],
  });
  betaUserId = (await insertCmsUser(engine.db, { username: 'beta-editor', tenants: ['beta'] })).id;
  const betaToken = (
    await loginAs(engine.context(), await insertCmsUser(engine.db, { username: 'beta-redirector', tenants: ['beta'] }))
  ).bearerToken;
  // A history entry of tenant B (its marker in the changes).
  await engine.gql(
    'mutation($input: CreateRedirectInput!) { createRedirect(input: $input) { id } }',
    { input: { from: '/beta-history', to: '/beta-target' } },
    { tenantKey: 'beta', token: betaToken },
  );
  alphaEditorToken = (await loginAs(engine.context(), editor)).bearerToken;
});
afterAll(() => engine.close());

describe('tenant isolation on every query', () => {
  it('has a cross-tenant case for every query of the schema', () => {
    const queries = Object.keys(engineSchema().getQueryType()!.getFields()).filter((name) => name !== 'engineVersion');
    expect([...queryNames].sort()).toEqual(queries.sort());
    expect(Object.keys(crossTenantVariables()).sort()).toEqual([...queryNames].sort());
  });

  it.each(queryNames)("%s with tenant A's key returns nothing of tenant B", async (name) => {
    const result = await engine.gql(documentFor(name), crossTenantVariables()[name], {
      tenantKey: 'alpha',
      token: alphaEditorToken,
    });
    const text = JSON.stringify(result.data ?? null);
    expect(text.toLowerCase()).not.toContain('beta');
    for (const id of Object.values(b.content)) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
    if (result.errors) expect(['NOT_FOUND', 'UNAUTHENTICATED']).toContain(result.errors[0]!.extensions.code);
  });

  it.each(queryNames)('%s for a user limited to tenant A is FORBIDDEN on tenant B', async (name) => {
    const result = await engine.gql(documentFor(name), crossTenantVariables()[name], {
      tenantKey: 'beta',
      token: alphaEditorToken,
    });
    expect([result.status, result.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
  });

  it("still answers tenant A's own queries with A's data", async () => {
    const result = await engine.gql(documentFor('getContent'), { id: a.content.newsStory }, { tenantKey: 'alpha' });
    expect(result.data).toMatchObject({
      getContent: { id: a.content.newsStory, authors: { edges: [{ node: { name: 'alpha Writer' } }] } },
    });
  });
});

describe('tenant isolation of the migration to the new design', () => {
  const mutation = (name: string) => `mutation { ${name} { useNewDesign layouts { id name } skipped { id name } } }`;
  const betaGrids = () =>
    engine
      .db('layouts')
      .where({ tenant_key: 'beta' })
      .orderBy('id')
      .select('id', 'primary_grid', 'secondary_grid', 'updated');

  it('refuses a user limited to tenant A the apply and the undo on tenant B', async () => {
    for (const name of ['applyNewDesignMigration', 'undoNewDesignMigration']) {
      const result = await engine.gql(mutation(name), {}, { tenantKey: 'beta', token: alphaEditorToken });
      expect([result.status, result.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it("migrates tenant A and undoes it without touching, or naming, tenant B's layouts", async () => {
    const before = await betaGrids();
    for (const name of ['applyNewDesignMigration', 'undoNewDesignMigration']) {
      const result = await engine.gql(mutation(name), {}, { tenantKey: 'alpha', token: alphaEditorToken });
      expect(result.errors).toBeUndefined();
      expect(JSON.stringify(result.data).toLowerCase()).not.toContain('beta');
    }
    expect(await betaGrids()).toEqual(before);
  });
});

describe('tenant isolation of the person writes', () => {
  const document = (name: string) => {
    const found = loadOperationDocuments().get(`mutation/person/${name}`);
    if (!found) throw new Error(`No mutation document for ${name}`);
    return found.text;
  };
  const betaPerson = () =>
    engine.db('persons').where({ id: b.person }).first('first_name', 'full_name', 'image_id', 'status');
  let managerToken: string;

  beforeAll(async () => {
    managerToken = (
      await loginAs(
        engine.context(),
        await insertCmsUser(engine.db, {
          username: 'alpha-person-manager',
          tenants: ['alpha'],
          extraPermissions: ['manage_contracts'],
        }),
      )
    ).bearerToken;
  });

  const writes = () =>
    [
      ['createPerson', { firstName: 'alpha', lastName: 'Intruder' }],
      ['updatePerson', { id: b.person, firstName: 'alpha' }],
      ['deletePerson', { id: b.person }],
    ] as const;

  it('refuses a manager limited to tenant A every person write on tenant B', async () => {
    for (const [name, input] of writes()) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'beta', token: managerToken });
      expect([name, result.status, result.errors?.[0]?.extensions.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
  });

  it("answers NOT_FOUND for tenant B's person id with tenant A's key and leaves it untouched", async () => {
    const before = await betaPerson();
    for (const [name, input] of writes().slice(1)) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: managerToken });
      expect([name, result.errors?.[0]?.extensions.code]).toEqual([name, 'NOT_FOUND']);
    }
    expect(await betaPerson()).toEqual(before);
  });

  it("refuses tenant B's asset as a person's image on tenant A", async () => {
    for (const [name, input] of [
      ['createPerson', { firstName: 'alpha', lastName: 'Writer', imageId: b.asset }],
      ['updatePerson', { id: a.person, imageId: b.asset }],
    ] as const) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: managerToken });
      expect([name, result.errors?.[0]?.extensions.code, result.errors?.[0]?.message]).toEqual([
        name,
        'BAD_USER_INPUT',
        `Invalid input. imageId: No such asset of this site (${b.asset}).`,
      ]);
    }
  });
});
