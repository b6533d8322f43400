import type { TrackingPageDetails } from '../../content-engine/shared/tracking-events.ts';
import type { ThirdPartyScript } from '../consent/third-party-scripts.ts';

/** The id of the JSON the page carries for consent and tracking (site/components/ConsentAndTracking.astro). */
export const pageConfigId = 'masthead-page-config';

/** What the server wrote into the page: the same for every visitor of the page. */
export interface PageConfig {
  /** The OneTrust script id; null for the local banner. */
  oneTrustScriptId: string | null;
  scripts: ThirdPartyScript[];
  /** The page details of spec public §3, without the path (the address's is taken). */
  page: Omit<TrackingPageDetails, 'path'>;
}

let config: PageConfig | null = null;

export function pageConfig(): PageConfig {
  if (config) return config;
  try {
    config = JSON.parse(document.getElementById(pageConfigId)?.textContent ?? '') as PageConfig;
  } catch {
    config = { oneTrustScriptId: null, scripts: [], page: {} };
  }
  return config;
}

/** This page's details for a tracking event: the server's plus the address path and the referrer. */
export function currentPageDetails(): TrackingPageDetails {
  return { ...pageConfig().page, path: location.pathname, ...(document.referrer ? { referrer: document.referrer.slice(0, 2_000) } : {}) };
}
