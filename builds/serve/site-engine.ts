import type { ChangeTag } from '../../content-engine/core/change-tags.ts';
import { asSystem, type EngineContext } from '../../content-engine/core/context.ts';
import { getWebsiteLayoutPage } from '../../content-engine/layouts/operations/get-website-layout-page.ts';
import { tenantData, type TenantData } from '../../content-engine/tenant-data/tenant-data.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { siteOrigin } from '../../content-engine/tenants/site-origin.ts';
import { googleNewsEntries, sitemapEntries, sitemapIndex } from '../../content-engine/sitemaps/sitemaps.ts';
import { getSectionFeed } from '../../content-engine/feeds/operations/get-section-feed.ts';
import { siteLicenseCompany } from '../../content-engine/site-licenses/operations/site-license-company.ts';
import { activeMemberships } from '../../content-engine/memberships/queries.ts';
import { getLoadMorePart } from '../../content-engine/layouts/operations/get-load-more-part.ts';
import { styleSettingsOf, type SiteStyles } from '../../content-engine/shared/style-settings.ts';
import { tenantAdUnits } from '../../content-engine/ads/site-ad-units.ts';
import { findPublishedPersons } from '../../content-engine/persons/queries.ts';
import { findAssetById } from '../../content-engine/assets/queries.ts';
import { getPublicContract } from '../../content-engine/contracts/operations/get-public-contract.ts';
import type { PublicContract } from '../../content-engine/contracts/public-contract.ts';
import { isEngineError } from '../../content-engine/core/errors.ts';
import { readUnsubscribeToken } from '../../content-engine/newsletter-deployments/operations/unsubscribe-newsletter.ts';
import { getCompanyUpdateForm } from '../../content-engine/company-updates/operations/get-company-update-form.ts';
import { getRSSFeedContentStream } from '../../content-engine/external-feeds/operations/get-rss-feed-content-stream.ts';
import { getBlueConicRecommendations } from '../../content-engine/recommendations/operations/get-blueconic-recommendations.ts';
import { listOpenJobs } from '../../content-engine/ats-jobs/operations/list-open-jobs.ts';
import { getContacts } from '../../content-engine/contacts/operations/get-contacts.ts';
import { publicCompanyIds } from '../../content-engine/contacts/queries.ts';
import type { Contact } from '../../content-engine/contacts/contact.ts';
import { getYoutubePlaylistVideos } from '../../content-engine/youtube/operations/get-youtube-playlist-videos.ts';
import {
  archivedCampaign,
  latestArchivedCampaign,
  type ArchivedCampaign,
  type ListedCampaign,
} from './newsletter-archive.ts';
import { getNewsletterCampaignStream } from '../../content-engine/newsletters/operations/campaign-reads.ts';
import { renderArchivedCampaign } from './newsletter-archive-render.ts';

/**
 * What the Astro site may call, bound to one request's engine context. The site imports only
 * this type, so pages run against the server's single engine instance instead of a bundled copy.
 */
export interface SiteEngine {
  tenant: Tenant;
  /** The tenant's public origin, for absolute URLs (canonical, Open Graph, JSON-LD). */
  origin: string;
  page(alias: string, options?: { preview?: boolean }): ReturnType<typeof getWebsiteLayoutPage>;
  settings(): ReturnType<ReturnType<typeof tenantData>['settings']>;
  /**
   * The style settings (content-engine/shared/style-settings.ts): what the stylesheets and icons
   * show. Pages must not show them in their markup, so a style change regenerates no page (ADR 47).
   */
  styleSettings(): Promise<SiteStyles>;
  sections(): ReturnType<ReturnType<typeof tenantData>['sections']>;
  sitemapIndex(): ReturnType<typeof sitemapIndex>;
  sitemapEntries(path: string): ReturnType<typeof sitemapEntries>;
  googleNewsEntries(): ReturnType<typeof googleNewsEntries>;
  /** The RSS feed data of a section's scheduled content; NOT_FOUND for an unknown alias. */
  sectionFeed(alias: string): ReturnType<typeof getSectionFeed>;
  /** The company whose active site licence covers this request's client address (ctx.ip), or null. */
  siteLicenseCompany(): ReturnType<typeof siteLicenseCompany>;
  /** The memberships the tenant offers now (status 1), by id: the join pages and blocks. */
  memberships(): ReturnType<typeof activeMemberships>;
  /** The `index`-th (1-based) grid or page of the load-more of the page at `alias`, or null (spec public §4 "Load-more"). */
  loadMorePart(alias: string, index: number): ReturnType<typeof getLoadMorePart>;
  /** The tenant's ad units: the page's ad placements and the gam_ad block (spec public §3 "Ad unit"). */
  adUnits(): ReturnType<typeof tenantAdUnits>;
  /** The header logo's own size when known (an asset of the tenant), so the header reserves its box. */
  headerLogoSize(): ReturnType<TenantData['headerLogoSize']>;
  /** The tenant's published persons among `ids`, in that order: the contacts settings' groups. */
  publishedPersons(ids: readonly number[]): ReturnType<typeof findPublishedPersons>;
  /** One asset of the tenant's media library, or null: the podcast settings' image. */
  asset(id: number): ReturnType<typeof findAssetById>;
  /** The contract whose public-page token is `token` (/contract/:id, ADR 52), or null: a wrong id or token alike. */
  contract(id: number, token: string): Promise<PublicContract | null>;
  /** The newsletter and address an unsubscribe link names (/newsletter/unsubscribe?t=…, ADR 0074), or null: not this site's token. */
  newsletterUnsubscribe(token: string): Promise<{ title: string; email: string } | null>;
  /** The company update form behind an e-mailed link (spec public §2 /company-update/:hash); throws the engine's refusal. */
  companyUpdateForm(hash: string): ReturnType<typeof getCompanyUpdateForm>;
  /** An external RSS/Atom feed's items, read by the engine's fetcher (the external_rss_feed block; ADR 0064). */
  externalFeed(input: { url: string; limit: number }): ReturnType<typeof getRSSFeedContentStream>;
  /** Recommended public items for a page (the blueconic_recommendations block and the in-body recommendations). */
  recommendations(input: {
    contentId?: number;
    sectionId?: number;
    excludeContentIds?: number[];
    limit: number;
  }): ReturnType<typeof getBlueConicRecommendations>;
  /** The tenant's open jobs from its applicant-tracking system (the catsone_jobs block; ADR 0070). */
  openJobs(input: { limit: number }): ReturnType<typeof listOpenJobs>;
  /**
   * The contacts of the tenant's items `contentIds` (spec public §7 getContacts), or without them
   * of its public companies (a contacts directory), `limit` at most; with the items they were read for.
   */
  contacts(input: { contentIds?: number[]; limit: number }): Promise<{ contentIds: number[]; contacts: Contact[] }>;
  /** A YouTube playlist's videos, through the engine's YouTube port (the company_videos block; ADR 0062). */
  youtubePlaylistVideos(input: { playlistId: string; maxResults: number }): ReturnType<typeof getYoutubePlaylistVideos>;
  /**
   * A campaign of the web archive (ADR 0075) with its e-mail HTML: by id, or the newest of a
   * template; null unless the tenant has the newsletters module and the campaign is its own,
   * Sent or Sending, and not hidden on web.
   */
  newsletterArchive(
    input: { campaignId: number } | { templateId: number },
  ): Promise<{ campaign: ArchivedCampaign; html: string; dependsOn: ChangeTag[] } | null>;
  /** The newsletter_campaigns block's campaigns: newest first, of one template or all, `limit` (≤ 20). */
  newsletterCampaigns(input: { templateId: number | null; limit: number }): Promise<ListedCampaign[]>;
}

// Companies a contacts directory reads the contacts of (getContacts takes 1,000 items at most).
const directoryCompanies = 1_000;

export function createSiteEngine(ctx: EngineContext & { tenant: Tenant }): SiteEngine {
  const data = tenantData(ctx);
  return {
    tenant: ctx.tenant,
    origin: siteOrigin(ctx.tenant),
    page: (alias, { preview = false } = {}) =>
      getWebsiteLayoutPage({ ctx, input: { alias, preview, useCache: !preview } }),
    settings: () => data.settings(ctx.tenant.key),
    styleSettings: async () => styleSettingsOf(await data.settings(ctx.tenant.key)),
    sections: () => data.sections(ctx.tenant.key),
    sitemapIndex: () => sitemapIndex(ctx),
    sitemapEntries: (path) => sitemapEntries(ctx, path),
    googleNewsEntries: () => googleNewsEntries(ctx),
    sectionFeed: (alias) => getSectionFeed({ ctx, input: { alias } }),
    siteLicenseCompany: () => siteLicenseCompany({ ctx, input: {} }),
    memberships: () => activeMemberships(ctx.db, ctx.tenant.key),
    loadMorePart: (alias, index) => getLoadMorePart({ ctx, alias, index }),
    adUnits: () => tenantAdUnits(ctx, ctx.tenant.key),
    headerLogoSize: () => data.headerLogoSize(ctx.tenant.key),
    publishedPersons: (ids) => findPublishedPersons(ctx.db, ctx.tenant.key, ids),
    asset: (id) => findAssetById(ctx.db, ctx.tenant.key, id),
    contract: (id, token) =>
      getPublicContract({ ctx, input: { id, token } }).catch((error: unknown) => {
        if (isEngineError(error) && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
        throw error;
      }),
    companyUpdateForm: (hash) => getCompanyUpdateForm({ ctx, input: { hash } }),
    newsletterUnsubscribe: async (token) => {
      const target = await readUnsubscribeToken(ctx, token);
      return target && { title: target.title, email: target.email };
    },
    // The site reads feeds for its own blocks' settings; over GraphQL only CMS users may ask.
    externalFeed: (input) => getRSSFeedContentStream({ ctx: asSystem(ctx), input }),
    recommendations: (input) => getBlueConicRecommendations({ ctx, input }),
    openJobs: (input) => listOpenJobs({ ctx, input }),
    async contacts({ contentIds, limit }) {
      const ids = contentIds ?? (await publicCompanyIds(ctx.db, ctx.tenant.key, ctx.now(), directoryCompanies));
      return { contentIds: ids, contacts: await getContacts({ ctx, input: { includeContentIds: ids, limit } }) };
    },
    youtubePlaylistVideos: (input) => getYoutubePlaylistVideos({ ctx: asSystem(ctx), input }),
    async newsletterArchive(input) {
      const campaign =
        'campaignId' in input
          ? await archivedCampaign(ctx.db, ctx.tenant, input.campaignId)
          : await latestArchivedCampaign(ctx.db, ctx.tenant, input.templateId);
      if (!campaign) return null;
      // Visibility is checked above; the render reads the campaign, its template, items and ads as the system.
      return { campaign, ...(await renderArchivedCampaign(asSystem(ctx), campaign)) };
    },
    async newsletterCampaigns(input) {
      const campaigns = await getNewsletterCampaignStream({ ctx, input });
      return campaigns.map(({ id, templateId, date, subject, sentAt }) => ({ id, templateId, date, subject, sentAt }));
    },
  };
}
