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
import { insertAsset, insertContent, insertLayout } from '../../testing/fixtures.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { engineSchema } from '../../graphql/schema.ts';
import { loadOperationDocuments } from '../documents-route.ts';
import { createBuildQueue } from '../../../builds/queue/build-queue.ts';
import { insertSiteLicense } from '../../site-licenses/tests/site-license-fixtures.ts';
import { insertDemographics, insertMembership, insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertAdUnit, insertCreative } from '../../ads/tests/ad-fixtures.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import { hashToken } from '../../credentials/secret-tokens.ts';
import { insertContract } from '../../contracts/tests/contract-fixtures.ts';
import {
  insertContentSchedule,
  insertNewsletterAd,
  insertNewsletterCampaign,
  insertNewsletterTemplate,
} from '../../newsletters/tests/newsletter-fixtures.ts';

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
  contract: { id: number; token: string };
  newsletterTemplate: number;
  newsletterCampaign: number;
  newsletterAd: number;
}

let engine: TestEngine;
let a: TenantFixture & Catalogue;
let b: TenantFixture & Catalogue;
let alphaEditorToken: string;
let betaUserId: number;
/** Tenant B's site user and import (set by the site users admin block at the end). */
const siteUserAdmin = { betaUser: 0, betaImport: 0 };
/** Tenant B's finished export job (its params name B). */
const exportIsolation = { betaJob: 0, betaMigrationImport: 0 };

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
  const contract = await insertContract(db, { tenantKey: key, contributorId: person });
  const newsletterTemplate = await insertNewsletterTemplate(db, {
    tenantKey: key,
    payload: { name: `${key} Daily`, description: `${key} brief` },
  });
  const newsletterCampaign = await insertNewsletterCampaign(db, {
    tenantKey: key,
    templateId: newsletterTemplate,
    subject: `${key} news today`,
    status: 'Sent',
    blockItems: { top: [fixture.content.newsStory] },
  });
  const newsletterAd = await insertNewsletterAd(db, {
    tenantKey: key,
    title: `${key} sponsor`,
    schedules: [{ templateId: newsletterTemplate, startDate: '2026-11-01', endDate: '2026-12-31', position: 1 }],
  });
  await insertContentSchedule(db, {
    tenantKey: key,
    templateId: newsletterTemplate,
    contentId: fixture.content.newsStory,
    date: '2026-11-27',
  });
  return {
    ...fixture,
    asset,
    person,
    contact,
    taxonomy,
    publication,
    issue,
    buildJob,
    membership,
    siteLicense,
    contract,
    newsletterTemplate,
    newsletterCampaign,
    newsletterAd,
  };
}

/** Variables asking, with tenant A's key, for tenant B's things. */
const crossTenantVariables = (): Record<string, Record<string, unknown>> => ({
  getTenantInfo: { includeTest: true },
  getTenants: { input: { search: 'beta', includeTest: true } },
  getTenant: { input: { key: 'beta' } },
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
  // B's contact by id and by a search B's name matches: neither may come back for A.
  getContactStreamForSelect: { input: { search: 'beta', includeIds: [b.contact] } },
  getContentStreamForLeaders: { input: { sectionId: b.sections.news } },
  getContentStreamForLeadersWithSchedules: { input: { sectionId: b.sections.news } },
  // Answered for the asking tenant only (the local adapter reads its own Video items).
  getYoutubePlaylistVideos: { input: { playlistId: 'PLsecondTenant0001' } },
  // A private address: refused before any request, so the case needs no network.
  getRSSFeedContentStream: { url: 'http://127.0.0.1/rss.xml', limit: 5 },
  getBlueConicRecommendations: { input: { contentId: b.content.newsStory, excludeContentIds: [] } },
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
  getAdUnitAdminPatternStream: { input: { search: 'beta' } },
  getAdUnitPattern: { input: { id: betaAds.unit } },
  getAdUnitSettingsReport: {},
  getHouseAdStream: { input: { search: 'beta' } },
  getHouseAd: { input: { id: betaAds.houseAd } },
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
  getNewsletterBlockAnalysis: { input: {} },
  getLayoutBlockOptionUsage: { input: { blockType: 'content_list', option: 'population.scheduleOption' } },
  getLayoutAnalysis: { input: {} },
  getSiteSettingsAnalysis: { input: {} },
  getLayoutScheduleOptionChanges: { input: { from: 'Featured', to: 'Pinned' } },
  getNewDesignMigrationPlan: {},
  getContract: { input: { id: b.contract.id } },
  getContractStream: { input: { search: 'beta' } },
  getContractStreamForSelect: { input: { pagination: { limit: 1000 } } },
  getPublicContract: { input: { id: b.contract.id, token: b.contract.token } },
  getContractSettings: {},
  getMagazinePublicationList: { input: { search: 'beta' } },
  getMagazinePublicationRecord: { input: { id: b.publication } },
  getMagazineIssueList: { input: { publicationId: b.publication } },
  getMagazineIssueRecord: { input: { id: b.issue } },
  getMagazineSectionList: { input: { publicationId: b.publication } },
  getMagazineSectionRecord: { input: { id: b.publication } },
  magazinePublicationsForSelect: {},
  magazineIssuesForSelect: { input: { publicationId: b.publication } },
  magazineSectionsForSelect: { input: { publicationId: b.publication } },
  // Both tenants license this range: the overlap named must be A's licence only.
  getSiteLicenseOverlaps: { input: { ipRanges: ['198.51.100.7'] } },
  getSiteUserStream: { input: { search: 'beta' } },
  getSiteUserAdmin: { input: { id: siteUserAdmin.betaUser } },
  getSiteUserImport: { input: { id: siteUserAdmin.betaImport } },
  getSiteUserImportStream: {},
  getSiteUserImportProblems: { input: { id: siteUserAdmin.betaImport } },
  getCompanyUpdateStream: { input: { search: 'beta' } },
  getCompanyUpdate: { input: { id: companyUpdates.beta.id } },
  getCompanyUpdateForm: { input: { hash: companyUpdates.beta.token } },
  researchContent: { input: { search: 'beta' } },
  getReport: { input: { report: 'content-views', from: '2026-01-01', to: '2026-12-31', allSites: true } },
  getExportJob: { input: { id: exportIsolation.betaJob } },
  getExportJobs: {},
  getTenantMigrationImport: { input: { id: exportIsolation.betaMigrationImport } },
  getTenantMigrationImports: {},
  getContentSyndications: { input: { contentId: b.content.newsStory } },
  getSyndicationList: { input: { direction: 'incoming' } },
  getSyndicationSites: {},
  getNewsletterTemplateList: { input: { search: 'beta' } },
  getNewsletterTemplateStream: {},
  getNewsletterTemplate: { input: { id: b.newsletterTemplate } },
  getNewsletterCampaignList: { input: { search: 'beta' } },
  getNewsletterCampaign: { input: { id: b.newsletterCampaign } },
  getNewsletterCampaignStream: { input: { templateId: b.newsletterTemplate } },
  populateNewsletterCampaign: { input: { templateId: b.newsletterTemplate, date: '2026-11-27' } },
  getNewsletterAdList: { input: { search: 'beta', templateId: b.newsletterTemplate } },
  getNewsletterAd: { input: { id: b.newsletterAd } },
  getNewsletterContentScheduleList: { input: { templateId: b.newsletterTemplate, search: 'beta' } },
  previewNewsletterTemplate: { input: { templateId: b.newsletterTemplate, date: '2026-11-28' } },
  previewNewsletterCampaign: { input: { templateId: b.newsletterTemplate, date: '2026-11-28', blockItems: {} } },
  getNewsletterDeployments: { campaignId: 1 },
  // Tenant B's error (the marker in its message and tenant): a user limited to A never lists it.
  errorEvents: { search: 'beta', includeResolved: true },
  aiAssistantStatus: {},
  // The system screen lists the tenants the user may see: asking for B's jobs by key gives none.
  systemStatus: {},
  buildJobs: { tenantKey: 'beta' },
});

/** Whole-installation queries: a user limited to some sites is FORBIDDEN even on their own (ADR 0084). */
const globalAdministratorsOnly = new Set(['errorEvents', 'getTenantMigrationImport', 'getTenantMigrationImports']);

const queryNames = [
  'systemStatus',
  'buildJobs',
  'getNewsletterDeployments',
  'errorEvents',
  'aiAssistantStatus',
  'getTenantInfo',
  'getTenants',
  'getTenant',
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
  'getContactStreamForSelect',
  'getContentStreamForLeaders',
  'getContentStreamForLeadersWithSchedules',
  'getYoutubePlaylistVideos',
  'getRSSFeedContentStream',
  'getBlueConicRecommendations',
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
  'getNewsletterBlockAnalysis',
  'getLayoutBlockOptionUsage',
  'getLayoutAnalysis',
  'getSiteSettingsAnalysis',
  'getLayoutScheduleOptionChanges',
  'getNewDesignMigrationPlan',
  'getContract',
  'getContractStream',
  'getContractStreamForSelect',
  'getPublicContract',
  'getContractSettings',
  'getMagazinePublicationList',
  'getMagazinePublicationRecord',
  'getMagazineIssueList',
  'getMagazineIssueRecord',
  'getMagazineSectionList',
  'getMagazineSectionRecord',
  'magazinePublicationsForSelect',
  'magazineIssuesForSelect',
  'magazineSectionsForSelect',
  'getSiteLicenseOverlaps',
  'getSiteUserStream',
  'getSiteUserAdmin',
  'getSiteUserImport',
  'getSiteUserImportStream',
  'getSiteUserImportProblems',
  'getAdUnitPattern',
  'getAdUnitSettingsReport',
  'getHouseAdStream',
  'getHouseAd',
  'getCompanyUpdateStream',
  'getCompanyUpdate',
  'getCompanyUpdateForm',
  'researchContent',
  'getReport',
  'getExportJob',
  'getExportJobs',
  'getTenantMigrationImport',
  'getTenantMigrationImports',
  'getContentSyndications',
  'getSyndicationList',
  'getSyndicationSites',
  'getNewsletterTemplateList',
  'getNewsletterTemplateStream',
  'getNewsletterTemplate',
  'getNewsletterCampaignList',
  'getNewsletterCampaign',
  'getNewsletterCampaignStream',
  'populateNewsletterCampaign',
  'getNewsletterAdList',
  'getNewsletterAd',
  'getNewsletterContentScheduleList',
  'previewNewsletterTemplate',
  'previewNewsletterCampaign',
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
      'manage_newsletter_campaigns',
      // The dev tools' analyses (layouts, site settings) cover every site the user may see: alpha only.
      'manage_modules',
      'manage_contracts',
      'manage_magazine_publications',
      'manage_magazine_sections',
      'manage_newsletter_templates',
      'manage_newsletter_campaigns',
      'manage_newsletter_ads',
      'manage_print_export',
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
  await engine.engine.errors.capture(new Error('beta renderer exploded'), { tenantKey: 'beta', route: 'render:beta' });
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
    if (globalAdministratorsOnly.has(name)) expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    else if (result.errors) expect(['NOT_FOUND', 'UNAUTHENTICATED']).toContain(result.errors[0]!.extensions.code);
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

describe('tenant isolation of the system screen’s job controls', () => {
  const mutation = (name: string) => loadOperationDocuments().get(`mutation/system/${name}`)!.text;

  it("makes tenant B's job NOT_FOUND for a user limited to tenant A, and leaves it as it was", async () => {
    const before = await engine.engine.buildJobs.get(b.buildJob);
    for (const name of ['retryBuildJob', 'cancelBuildJob']) {
      const result = await engine.gql(
        mutation(name),
        { id: b.buildJob },
        { tenantKey: 'alpha', token: alphaEditorToken },
      );
      expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(result).toLowerCase()).not.toContain('beta');
    }
    expect(await engine.engine.buildJobs.get(b.buildJob)).toEqual(before);
  });

  it('refuses them on tenant B’s key', async () => {
    for (const name of ['retryBuildJob', 'cancelBuildJob']) {
      const result = await engine.gql(
        mutation(name),
        { id: b.buildJob },
        { tenantKey: 'beta', token: alphaEditorToken },
      );
      expect([result.status, result.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    }
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

describe('tenant isolation of the tenant writes', () => {
  const document = (name: string) => loadOperationDocuments().get(`mutation/tenant/${name}`)!.text;
  const betaRow = () => engine.db('tenants').where({ key: 'beta' }).first();

  it('refuses a user limited to tenant A (with manage_modules) creating tenants and editing tenant B', async () => {
    const before = await betaRow();
    const create = { key: 'gamma', name: 'alpha made', domains: ['gamma.example.com'] };
    for (const tenantKey of ['alpha', 'beta']) {
      const result = await engine.gql(
        document('createTenant'),
        { input: create },
        { tenantKey, token: alphaEditorToken },
      );
      expect([tenantKey, result.errors?.[0]?.extensions.code]).toEqual([tenantKey, 'FORBIDDEN']);
    }
    const edit = { input: { key: 'beta', name: 'alpha took it', domains: ['alpha-owned.example.com'] } };
    const viaAlpha = await engine.gql(document('updateTenant'), edit, { tenantKey: 'alpha', token: alphaEditorToken });
    expect(viaAlpha.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const viaBeta = await engine.gql(document('updateTenant'), edit, { tenantKey: 'beta', token: alphaEditorToken });
    expect(viaBeta.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await betaRow()).toEqual(before);
    expect(await engine.db('tenants').where({ key: 'gamma' })).toEqual([]);
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

describe('tenant isolation of the contracts', () => {
  const document = (name: string) => {
    const found = loadOperationDocuments().get(`mutation/contract/${name}`);
    if (!found) throw new Error(`No mutation document for ${name}`);
    return found.text;
  };
  const betaContract = () =>
    engine.db('contracts').where({ id: b.contract.id }).first('title', 'terms', 'approved_at', 'contributor_id');
  const writes = () =>
    [
      ['createContract', { contributorId: b.person, title: 'alpha intruder' }],
      ['updateContract', { id: b.contract.id, title: 'alpha intruder' }],
      ['deleteContract', { id: b.contract.id }],
      ['saveContractSettings', { defaultTerms: 'alpha intruder' }],
    ] as const;

  it('refuses a contract manager limited to tenant A every contract write on tenant B', async () => {
    for (const [name, input] of writes()) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'beta', token: alphaEditorToken });
      expect([name, result.status, result.errors?.[0]?.extensions.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
  });

  it("answers NOT_FOUND (or refuses B's person) for tenant B's ids with tenant A's key, leaving them untouched", async () => {
    const before = await betaContract();
    for (const [name, input] of writes().slice(0, 3)) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: alphaEditorToken });
      const expected = name === 'createContract' ? 'BAD_USER_INPUT' : 'NOT_FOUND';
      expect([name, result.errors?.[0]?.extensions.code]).toEqual([name, expected]);
    }
    expect(await betaContract()).toEqual(before);
  });

  it("never approves tenant B's contract through tenant A, even with B's token", async () => {
    const result = await engine.gql(
      document('approveContract'),
      { input: { id: b.contract.id, token: b.contract.token } },
      { tenantKey: 'alpha' },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await betaContract()).toMatchObject({ approved_at: null });
  });
});

describe('tenant isolation of the magazine writes', () => {
  const document = (name: string) => {
    const found = loadOperationDocuments().get(`mutation/magazine/${name}`);
    if (!found) throw new Error(`No mutation document for ${name}`);
    return found.text;
  };
  const betaRows = () =>
    Promise.all([
      engine.db('magazine_publications').where({ tenant_key: 'beta' }).orderBy('id').select('id', 'name', 'alias'),
      engine.db('magazine_issues').where({ tenant_key: 'beta' }).orderBy('id').select('id', 'name', 'publication_id'),
      engine.db('magazine_sections').where({ tenant_key: 'beta' }).orderBy('id').select('id', 'name', 'sequence'),
    ]);
  let betaSection: number;
  let managerToken: string;

  beforeAll(async () => {
    const [inserted] = await engine.db('magazine_sections').insert(
      {
        tenant_key: 'beta',
        publication_id: b.publication,
        name: 'beta Features',
        sequence: 0,
        created: 1,
        updated: 1,
      },
      'id',
    );
    betaSection = Number((inserted as { id: number }).id ?? inserted);
    managerToken = (
      await loginAs(
        engine.context(),
        await insertCmsUser(engine.db, {
          username: 'alpha-magazine-manager',
          tenants: ['alpha'],
          extraPermissions: ['manage_magazine_publications', 'manage_magazine_issues', 'manage_magazine_sections'],
        }),
      )
    ).bearerToken;
  });

  const writes = () =>
    [
      ['createMagazinePublication', { name: 'alpha Intruder' }],
      ['createMagazineIssue', { publicationId: b.publication, name: 'alpha', mailDate: '2026-01-01' }],
      ['createMagazineSection', { publicationId: b.publication, name: 'alpha' }],
      ['updateMagazinePublication', { id: b.publication, name: 'alpha' }],
      ['updateMagazineIssue', { id: b.issue, name: 'alpha' }],
      ['updateMagazineSection', { id: betaSection, name: 'alpha' }],
      ['deleteMagazinePublication', { id: b.publication }],
      ['deleteMagazineIssue', { id: b.issue }],
      ['deleteMagazineSection', { id: betaSection }],
    ] as const;

  it('refuses a manager limited to tenant A every magazine write on tenant B', async () => {
    const before = await betaRows();
    for (const [name, input] of writes()) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'beta', token: managerToken });
      expect([name, result.status, result.errors?.[0]?.extensions.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
    expect(await betaRows()).toEqual(before);
  });

  it("answers NOT_FOUND for tenant B's ids with tenant A's key and leaves them untouched", async () => {
    const before = await betaRows();
    for (const [name, input] of writes().slice(3)) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: managerToken });
      expect([name, result.errors?.[0]?.extensions.code]).toEqual([name, 'NOT_FOUND']);
    }
    expect(await betaRows()).toEqual(before);
  });

  it("refuses tenant B's publication and images in tenant A's issues, sections and publications", async () => {
    const cases = [
      ['createMagazineIssue', { publicationId: b.publication, name: 'x', mailDate: '2026-01-01' }, 'publicationId'],
      ['createMagazineSection', { publicationId: b.publication, name: 'x' }, 'publicationId'],
      ['updateMagazineIssue', { id: a.issue, publicationId: b.publication }, 'publicationId'],
      ['updateMagazineIssue', { id: a.issue, coverImageId: b.asset }, 'coverImageId'],
      ['updateMagazinePublication', { id: a.publication, logoId: b.asset }, 'logoId'],
    ] as const;
    for (const [name, input, field] of cases) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: managerToken });
      expect([name, result.errors?.[0]?.extensions.code]).toEqual([name, 'BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toContain(`${field}: No such`);
    }
  });

  it("lists and selects none of tenant B's sections with tenant A's key", async () => {
    for (const [name, variables] of [
      ['getMagazineSectionList', { input: { search: 'beta' } }],
      ['getMagazineSectionRecord', { input: { id: betaSection } }],
      ['magazineSectionsForSelect', { input: { publicationId: b.publication } }],
    ] as const) {
      const result = await engine.gql(documentFor(name), variables, { tenantKey: 'alpha', token: managerToken });
      expect(JSON.stringify(result.data ?? null).toLowerCase()).not.toContain('beta');
    }
  });
});

describe('tenant isolation of the membership and site-licence writes', () => {
  const document = (name: string) => {
    const found = [...loadOperationDocuments()].find(
      ([key]) => key.startsWith('mutation/') && key.endsWith(`/${name}`),
    );
    if (!found) throw new Error(`No mutation document for ${name}`);
    return found[1].text;
  };
  const betaRows = async () => ({
    membership: await engine.db('memberships').where({ id: b.membership }).first('title', 'alias', 'status'),
    license: await engine.db('site_licenses').where({ id: b.siteLicense }).first('company_name', 'ip_ranges'),
    settings: (await engine.db('site_settings').where({ tenant_key: 'beta' }).first('payload'))?.payload,
  });
  let managerToken: string;

  beforeAll(async () => {
    managerToken = (
      await loginAs(
        engine.context(),
        await insertCmsUser(engine.db, {
          username: 'alpha-membership-manager',
          tenants: ['alpha'],
          extraPermissions: ['manage_memberships', 'manage_ip_gating'],
        }),
      )
    ).bearerToken;
  });

  const writes = () =>
    [
      ['createMembership', { title: 'alpha Intruder' }],
      ['updateMembership', { id: b.membership, title: 'alpha' }],
      ['deleteMembership', { id: b.membership }],
      ['updateMembershipSettings', { value: { ungatedParagraphs: 9 } }],
      ['createSiteLicense', { companyName: 'alpha Intruder', ipRanges: ['192.0.2.0/24'] }],
      ['updateSiteLicense', { id: b.siteLicense, companyName: 'alpha' }],
      ['deleteSiteLicense', { id: b.siteLicense }],
    ] as const;

  it('refuses a manager limited to tenant A every membership and licence write on tenant B', async () => {
    const before = await betaRows();
    for (const [name, input] of writes()) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'beta', token: managerToken });
      expect([name, result.status, result.errors?.[0]?.extensions.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
    expect(await betaRows()).toEqual(before);
  });

  it("answers NOT_FOUND for tenant B's ids with tenant A's key and leaves them untouched", async () => {
    const before = await betaRows();
    for (const [name, input] of writes().filter(([, input]) => 'id' in input)) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: managerToken });
      expect([name, result.errors?.[0]?.extensions.code]).toEqual([name, 'NOT_FOUND']);
    }
    expect(await betaRows()).toEqual(before);
  });

  it("refuses tenant B's membership on a licence of tenant A, and allows B's alias on A", async () => {
    const granted = await engine.gql(
      document('createSiteLicense'),
      { input: { companyName: 'alpha Granted', ipRanges: ['192.0.2.0/24'], membershipIds: [b.membership] } },
      { tenantKey: 'alpha', token: managerToken },
    );
    expect(granted.errors?.[0]?.message).toBe(
      `Invalid input. membershipIds: No such membership of this site: ${b.membership}`,
    );
    const sameAlias = await engine.gql(
      document('createMembership'),
      { input: { title: 'alpha Copy', alias: 'beta-insider' } },
      { tenantKey: 'alpha', token: managerToken },
    );
    expect(sameAlias.errors).toBeUndefined();
  });
});

describe('tenant isolation of the site users admin', () => {
  const run = (query: string, variables: Record<string, unknown>, tenantKey: string) =>
    engine.gql(query, variables, { tenantKey, token: alphaEditorToken });
  const writes = (): [string, Record<string, unknown>][] => [
    [
      'mutation($input: GrantSiteUserMembershipInput!) { grantSiteUserMembership(input: $input) { id } }',
      { input: { id: siteUserAdmin.betaUser, membershipId: a.membership } },
    ],
    [
      'mutation($input: RevokeSiteUserMembershipInput!) { revokeSiteUserMembership(input: $input) { id } }',
      { input: { id: siteUserAdmin.betaUser, membershipId: b.membership } },
    ],
    [
      'mutation($input: SetSiteUserNewsletterAdminInput!) { setSiteUserNewsletterAdmin(input: $input) { id } }',
      { input: { id: siteUserAdmin.betaUser, newsletterId: 'x', subscribed: false } },
    ],
    [
      'mutation($input: DeleteSiteUserInput!) { deleteSiteUser(input: $input) }',
      { input: { id: siteUserAdmin.betaUser } },
    ],
    [
      'mutation($input: SiteUserImportIdInput!) { startSiteUserImportDryRun(input: $input) { id } }',
      { input: { id: siteUserAdmin.betaImport } },
    ],
    [
      'mutation($input: SiteUserImportIdInput!) { startSiteUserImport(input: $input) { id } }',
      { input: { id: siteUserAdmin.betaImport } },
    ],
    [
      'mutation($input: SiteUserImportIdInput!) { resumeSiteUserImport(input: $input) { id } }',
      { input: { id: siteUserAdmin.betaImport } },
    ],
    [
      'mutation($input: SiteUserImportIdInput!) { deleteSiteUserImport(input: $input) }',
      { input: { id: siteUserAdmin.betaImport } },
    ],
  ];

  it("answers NOT_FOUND for tenant B's site user and import with tenant A's key, and changes nothing", async () => {
    for (const [query, variables] of writes()) {
      const result = await run(query, variables, 'alpha');
      expect([query, result.errors?.[0]?.extensions.code]).toEqual([query, 'NOT_FOUND']);
    }
    expect(await engine.db('site_users').where({ id: siteUserAdmin.betaUser }).first('id')).toBeTruthy();
    expect(await engine.db('site_user_imports').where({ id: siteUserAdmin.betaImport }).first('status')).toEqual({
      status: 'uploaded',
    });
  });

  it('is FORBIDDEN on tenant B for a manager limited to tenant A', async () => {
    for (const [query, variables] of writes()) {
      const result = await run(query, variables, 'beta');
      expect([query, result.errors?.[0]?.extensions.code]).toEqual([query, 'FORBIDDEN']);
    }
  });
});

beforeAll(async () => {
  const beta = await engine.db('site_users').where({ tenant_key: 'beta' }).first('id');
  siteUserAdmin.betaUser = Number(beta.id);
  const [inserted] = await engine
    .db('site_user_imports')
    .insert({
      tenant_key: 'beta',
      file_name: 'beta-users.csv',
      stored_name: 'beta/none.csv',
      file_size: 10,
      columns: '["email"]',
      username: 'beta',
      status: 'uploaded',
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  siteUserAdmin.betaImport = typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
  const [exported] = await engine
    .db('export_jobs')
    .insert({
      tenant_key: 'beta',
      kind: 'print',
      params: '{"issueName":"beta issue"}',
      status: 'done',
      file_path: 'beta/export.zip',
      file_name: 'beta.zip',
      created_by: 'beta',
      created: Date.now(),
      finished: Date.now(),
      expires: Date.now() + 86_400_000,
    })
    .returning('id');
  exportIsolation.betaJob = typeof exported === 'object' ? Number((exported as { id: number }).id) : Number(exported);
  const [migrationImport] = await engine
    .db('tenant_migration_imports')
    .insert({
      tenant_key: 'beta',
      file_name: 'beta.zip',
      stored_name: 'beta/bundle.zip',
      file_size: 1,
      manifest: JSON.stringify({
        format: 'masthead-tenant-bundle',
        formatVersion: 1,
        source: { installation: 'beta', tenantKey: 'beta', name: 'beta' },
        created: 1,
        counts: {},
        entries: {},
      }),
      status: 'uploaded',
      created_by: 'beta',
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  exportIsolation.betaMigrationImport =
    typeof migrationImport === 'object' ? Number((migrationImport as { id: number }).id) : Number(migrationImport);
  await engine.db('site_user_import_problems').insert({
    import_id: siteUserAdmin.betaImport,
    phase: 'dry_run',
    row_number: 2,
    email: 'beta@beta.example',
    message: 'beta',
    fields: '["beta"]',
  });
});

/** Tenant B's ad unit (buildCatalogue's `beta-rail`) and a house ad of each tenant, for the ads cases. */
const betaAds = { unit: 0, houseAd: 0, asset: 0 };
const alphaAds = { unit: 0, houseAd: 0, asset: 0 };
beforeAll(async () => {
  for (const [key, ids] of [
    ['alpha', alphaAds],
    ['beta', betaAds],
  ] as const) {
    ids.unit = Number(
      (
        await engine
          .db('ad_units')
          .where({ tenant_key: key, key: `${key}-rail` })
          .first('id')
      ).id,
    );
    ids.asset = key === 'alpha' ? a.asset : b.asset;
    ids.houseAd = await insertCreative(engine.db, {
      tenantKey: key,
      name: `${key} house ad`,
      unitKey: `${key}-rail`,
      size: '300x250',
      kind: 'image',
      fields: { imagePath: `/files/${key}/ad.png`, clickUrl: `https://${key}.example`, altText: `${key} ad` },
    });
  }
});

describe('tenant isolation of the ad unit pattern and house-ad writes', () => {
  const document = (name: string) => {
    const found = loadOperationDocuments().get(`mutation/ads/${name}`);
    if (!found) throw new Error(`No mutation document for ${name}`);
    return found.text;
  };
  const betaRows = async () => ({
    unit: await engine.db('ad_units').where({ id: betaAds.unit }).first('key', 'name', 'updated'),
    houseAd: await engine.db('house_ad_creatives').where({ id: betaAds.houseAd }).first('name', 'weight', 'fields'),
  });
  let managerToken: string;

  beforeAll(async () => {
    managerToken = (
      await loginAs(
        engine.context(),
        await insertCmsUser(engine.db, {
          username: 'alpha-ad-manager',
          tenants: ['alpha'],
          extraPermissions: ['manage_ad_unit_patterns'],
        }),
      )
    ).bearerToken;
  });

  const writes = () =>
    [
      ['createAdUnitPattern', { name: 'alpha', key: 'alpha-intruder', type: 'page' }],
      ['updateAdUnitPattern', { id: betaAds.unit, name: 'alpha' }],
      ['deleteAdUnitPattern', { id: betaAds.unit }],
      [
        'createHouseAd',
        {
          name: 'alpha',
          size: '300x250',
          imageAssetId: alphaAds.asset,
          clickUrl: 'https://alpha.example',
          altText: 'alpha',
        },
      ],
      ['updateHouseAd', { id: betaAds.houseAd, weight: 50 }],
      ['deleteHouseAd', { id: betaAds.houseAd }],
    ] as const;

  it('refuses a manager limited to tenant A every ads write on tenant B', async () => {
    for (const [name, input] of writes()) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'beta', token: managerToken });
      expect([name, result.status, result.errors?.[0]?.extensions.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
  });

  it("answers NOT_FOUND for tenant B's pattern and house ad with tenant A's key, leaving them untouched", async () => {
    const before = await betaRows();
    for (const [name, input] of writes().filter(([name]) => !name.startsWith('create'))) {
      const result = await engine.gql(document(name), { input }, { tenantKey: 'alpha', token: managerToken });
      expect([name, result.errors?.[0]?.extensions.code]).toEqual([name, 'NOT_FOUND']);
    }
    expect(await betaRows()).toEqual(before);
  });

  it("refuses tenant B's asset as a house ad's image and B's unit key as its target on tenant A", async () => {
    const base = { name: 'alpha', size: '300x250', clickUrl: 'https://alpha.example', altText: 'alpha' };
    for (const [input, message] of [
      [{ ...base, imageAssetId: betaAds.asset }, `imageAssetId: No such asset of this site (${betaAds.asset}).`],
      [
        { ...base, imageAssetId: alphaAds.asset, adUnitKey: 'beta-rail' },
        'adUnitKey: No ad unit pattern of this site has the key "beta-rail".',
      ],
    ] as const) {
      const result = await engine.gql(
        document('createHouseAd'),
        { input },
        { tenantKey: 'alpha', token: managerToken },
      );
      expect([result.errors?.[0]?.extensions.code, result.errors?.[0]?.message]).toEqual([
        'BAD_USER_INPUT',
        `Invalid input. ${message}`,
      ]);
    }
  });

  it("never serves tenant B's house ad on tenant A's unit of another key, nor names it in A's report", async () => {
    const served = await engine.app.inject({
      url: '/__ads/creative?unit=alpha-rail&sizes=300x250',
      headers: { host: 'alpha.example.com', accept: 'application/json' },
    });
    expect([served.statusCode, served.json().altText]).toEqual([200, 'alpha ad']);
    expect(served.body).not.toContain('beta');
    const report = await engine.gql(
      '{ getAdUnitSettingsReport { rows { unit { key } houseAdCount } unmatched { key } } }',
      {},
      { tenantKey: 'alpha', token: managerToken },
    );
    expect(JSON.stringify(report.data)).not.toContain('beta');
  });
});

describe('tenant isolation of the content editor (revisions, related content, magazine issues)', () => {
  const update = (input: Record<string, unknown>, tenantKey: string, token = alphaEditorToken) =>
    engine.gql<{ updateContent: { id: number } }>(
      'mutation($input: UpdateContentInput!) { updateContent(input: $input) { id } }',
      { input },
      { tenantKey, token },
    );
  const betaStory = () => engine.db('content').where({ id: b.content.newsStory }).first('name', 'revision');
  let betaSection: number;

  beforeAll(async () => {
    const [row] = await engine
      .db('magazine_sections')
      .insert({
        tenant_key: 'beta',
        publication_id: b.publication,
        name: 'beta Departments',
        sequence: 0,
        created: 0,
        updated: 0,
      })
      .returning('id');
    betaSection = Number(typeof row === 'object' ? (row as { id: number }).id : row);
  });

  it("answers NOT_FOUND, not a conflict naming B's editor, for B's item with a revision", async () => {
    const before = await betaStory();
    const result = await update({ id: b.content.newsStory, expectedRevision: 0, name: 'alpha' }, 'alpha');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(await betaStory()).toEqual(before);
  });

  it("refuses relating B's item, assigning B's issue or B's magazine section to A's item", async () => {
    for (const input of [
      { relatedIds: [b.content.newsStory] },
      { issues: [{ issueId: b.issue }] },
      { issues: [{ issueId: a.issue, sectionId: betaSection }] },
    ]) {
      const result = await update({ id: a.content.newsStory, ...input }, 'alpha');
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await engine.db('content_issues').where({ content_id: a.content.newsStory })).toEqual([]);
  });

  it("shows A's editor no editorial part of B's items, nor a visitor of A's", async () => {
    const query = 'query($id: Int!) { getContent(input: { id: $id }) { editorial { updatedBy related { id } } } }';
    const foreign = await engine.gql(
      query,
      { id: b.content.newsStory },
      { tenantKey: 'alpha', token: alphaEditorToken },
    );
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const visitor = await engine.gql<{ getContent: { editorial: unknown } }>(
      query,
      { id: a.content.newsStory },
      { tenantKey: 'alpha' },
    );
    expect(visitor.data?.getContent.editorial).toBeNull();
  });
});

describe('tenant isolation of the content type fields', () => {
  const create = loadOperationDocuments().get('mutation/content/createContent')!.text;
  let adminToken: string;
  let betaContact: number;

  beforeAll(async () => {
    await engine.db('tenants').where({ key: 'alpha' }).update({ extra_content_types: '["Apparatus","InQuarters"]' });
    adminToken = (
      await loginAs(
        engine.context(),
        await insertCmsUser(engine.db, { username: 'types-global', role: 'administrator', isGlobal: true }),
      )
    ).bearerToken;
    betaContact = await insertContent(engine.db, { tenantKey: 'beta', type: 'Contact', name: 'beta Key Contact' });
  });

  it('refuses an editor limited to tenant A creating an apparatus on tenant B', async () => {
    const result = await engine.gql(
      create,
      { input: { type: 'Apparatus', name: 'alpha Intruder' } },
      { tenantKey: 'beta', token: alphaEditorToken },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('creates the fire-service types only on the tenant configured for them, whoever asks', async () => {
    const on = (tenantKey: string) =>
      engine.gql(
        create,
        { input: { type: 'InQuarters', name: `${tenantKey} Station 1` } },
        { tenantKey, token: adminToken },
      );
    expect((await on('alpha')).errors).toBeUndefined();
    expect((await on('beta')).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['type'] });
    expect(await engine.db('content').where({ tenant_key: 'beta', type: 'InQuarters' }).first()).toBeUndefined();
  });

  it("refuses tenant B's contact as a key contact and B's file as a document on tenant A", async () => {
    for (const [input, field] of [
      [{ type: 'Company', name: 'alpha Co', metadata: { keyContactIds: [betaContact] } }, 'metadata.keyContactIds'],
      [
        { type: 'Document', name: 'alpha Doc', file: { src: '/files/beta/photo.jpg', assetId: b.asset } },
        'file.assetId',
      ],
    ] as const) {
      const result = await engine.gql(create, { input }, { tenantKey: 'alpha', token: alphaEditorToken });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [field] });
      expect(JSON.stringify(result)).not.toContain('beta Key Contact');
    }
  });
});

describe('tenant isolation of the company updates', () => {
  const mutation = (name: string) => {
    const found = loadOperationDocuments().get(`mutation/companyUpdate/${name}`);
    if (!found) throw new Error(`No mutation document for ${name}`);
    return found.text;
  };
  const betaRow = () => engine.db('company_updates').where({ id: companyUpdates.beta.id }).first();
  const betaCompany = () => engine.db('content').where({ id: b.content.newsStory }).first('body', 'updated');

  const writes = () =>
    [
      ['requestCompanyUpdates', { requests: [{ companyId: b.content.newsStory, email: 'alpha@alpha.example' }] }],
      ['updateCompanyUpdate', { id: companyUpdates.beta.id, description: 'alpha was here' }],
      ['publishCompanyUpdate', { id: companyUpdates.beta.id }],
      ['rejectCompanyUpdate', { id: companyUpdates.beta.id }],
    ] as const;

  it('refuses a user limited to tenant A every company update write on tenant B', async () => {
    for (const [name, input] of writes()) {
      const result = await engine.gql(mutation(name), { input }, { tenantKey: 'beta', token: alphaEditorToken });
      expect([name, result.status, result.errors?.[0]?.extensions.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
  });

  it("refuses tenant B's company, request and link with tenant A's key, and leaves them untouched", async () => {
    const [row, company] = [await betaRow(), await betaCompany()];
    const codes = [];
    for (const [name, input] of writes()) {
      const result = await engine.gql(mutation(name), { input }, { tenantKey: 'alpha', token: alphaEditorToken });
      codes.push([name, result.errors?.[0]?.extensions.code]);
    }
    expect(codes).toEqual([
      ['requestCompanyUpdates', 'BAD_USER_INPUT'],
      ['updateCompanyUpdate', 'NOT_FOUND'],
      ['publishCompanyUpdate', 'NOT_FOUND'],
      ['rejectCompanyUpdate', 'NOT_FOUND'],
    ]);
    const submitted = await engine.gql(
      mutation('submitCompanyUpdate'),
      { input: { hash: companyUpdates.beta.token, submitterName: 'alpha', submitterEmail: 'a@alpha.example' } },
      { tenantKey: 'alpha' },
    );
    // The captcha is checked first; with it, the link of B is unknown on A (company-updates.int.test.ts).
    expect(submitted.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect([await betaRow(), await betaCompany()]).toEqual([row, company]);
  });
});

/** A company update request of each tenant, whose link tokens are known, with the module on. */
const companyUpdates = {
  alpha: { id: 0, token: 'alpha-company-update-token-000000000000000000' },
  beta: { id: 0, token: 'beta-company-update-token-0000000000000000000' },
};

// Top-level: it runs before the first test, after the catalogue is built.
beforeAll(async () => {
  for (const key of ['alpha', 'beta'] as const) {
    const settings = await loadSiteSettings(engine.db, key);
    await saveSiteSettings(engine.db, {
      tenantKey: key,
      settings: { ...settings, companyUpdate: { enabled: true, notificationEmails: [] } },
      now: Date.now(),
    });
    const fixture = key === 'alpha' ? a : b;
    const [row] = await engine
      .db('company_updates')
      .insert({
        tenant_key: key,
        company_id: fixture.content.newsStory,
        status: 'submitted',
        email: `${key}@${key}.example`,
        token_hash: hashToken(companyUpdates[key].token),
        expires: Date.now() + 86_400_000,
        submitted: JSON.stringify({ description: `${key} description` }),
        submitter: JSON.stringify({ name: `${key} submitter`, email: `${key}@${key}.example` }),
        requested_at: Date.now(),
        submitted_at: Date.now(),
        created: Date.now(),
        updated: Date.now(),
      })
      .returning('id');
    companyUpdates[key].id = typeof row === 'object' ? Number((row as { id: number }).id) : Number(row);
  }
});
