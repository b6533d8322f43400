import { trackedQueryParams, type TrackingPageDetails } from '../../content-engine/shared/tracking-events.ts';
import type { ThirdPartyScript } from '../../content-engine/shared/third-party-scripts.ts';
import { newsletterCampaignIdFromQuery } from '../../content-engine/shared/newsletters/tracking.ts';
import { readHeadJson } from '../shared/head-json.ts';

/** The id of the JSON the page carries in its head for consent and tracking (site/lib/page-config.ts). */
export const pageConfigId = 'masthead-page-config';

/** What the server wrote into the page: the same for every visitor of the page. */
export interface PageConfig {
  /** The OneTrust script id; null for the local banner. */
  oneTrustScriptId: string | null;
  scripts: ThirdPartyScript[];
  /** The hosts the scripts may come from (https only): the site's configured third parties. */
  scriptHosts: string[];
  /** The page details of spec public §3, without the path (the address's is taken). */
  page: Omit<TrackingPageDetails, 'path'>;
}

const emptyConfig = (): PageConfig => ({ oneTrustScriptId: null, scripts: [], scriptHosts: [], page: {} });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The config as written, or the empty config (no scripts, the local banner) when it is missing or malformed. */
export function parsePageConfig(value: unknown): PageConfig {
  if (!isRecord(value)) return emptyConfig();
  const { oneTrustScriptId, scripts, page } = value;
  return {
    oneTrustScriptId: typeof oneTrustScriptId === 'string' && oneTrustScriptId ? oneTrustScriptId : null,
    scripts: Array.isArray(scripts)
      ? scripts.filter((script): script is ThirdPartyScript => isRecord(script) && typeof script.src === 'string')
      : [],
    scriptHosts: strings(value.scriptHosts),
    page: isRecord(page) ? (page as PageConfig['page']) : {},
  };
}

let config: PageConfig | null = null;

/** This page's config, read once from the head only (a body cannot stand in for it). */
export function pageConfig(): PageConfig {
  return (config ??= parsePageConfig(readHeadJson(pageConfigId)));
}

/** What the server wrote of a page's details: everything but the address and the referrer. */
export type ServerPageDetails = PageConfig['page'];

/**
 * The details of a tracking event's page (spec public §3 "Tracking page details"): the server's
 * (this page's config, or a load-more part's), plus the address — the path, the address without
 * query (`pageUrl`), the query parameters without secrets — and the referrer. A part loaded below
 * the page has its own path.
 */
export function currentPageDetails(
  server: ServerPageDetails & { path?: string } = pageConfig().page,
): TrackingPageDetails {
  const path = server.path ?? location.pathname;
  const query = trackedQueryParams(location.search);
  return {
    ...server,
    ...newsletterCampaignOf(server, location.search),
    path,
    pageUrl: `${location.origin}${path}`,
    ...(Object.keys(query).length > 0 ? { queryParams: query } : {}),
    ...(document.referrer ? { referrer: document.referrer.slice(0, 2_000) } : {}),
  };
}

/**
 * The newsletter campaign a page view came from: the page's own (an archived campaign's page), else
 * the one a newsletter's link named in the address (`nl_campaign`, ADR 73); cached pages are the
 * same for every visitor, so only the address can say which e-mail a reader came from.
 */
export function newsletterCampaignOf(
  server: ServerPageDetails,
  search: string,
): Pick<TrackingPageDetails, 'newsletterCampaignId'> {
  const id = server.newsletterCampaignId ?? newsletterCampaignIdFromQuery(search);
  return id === undefined ? {} : { newsletterCampaignId: id };
}
