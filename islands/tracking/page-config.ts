import type { TrackingPageDetails } from '../../content-engine/shared/tracking-events.ts';
import type { ThirdPartyScript } from '../../content-engine/shared/third-party-scripts.ts';
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

/** This page's details for a tracking event: the server's plus the address path and the referrer. */
export function currentPageDetails(): TrackingPageDetails {
  return {
    ...pageConfig().page,
    path: location.pathname,
    ...(document.referrer ? { referrer: document.referrer.slice(0, 2_000) } : {}),
  };
}
