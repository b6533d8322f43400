import type { SiteSettings } from './schemas/site-settings.ts';
import { consentCategories, type ConsentCategory } from './consent-categories.ts';
import { httpsScriptHost, isAllowedScriptSrc } from './script-sources.ts';

/** The third-party scripts a site can turn on (settings `thirdPartyScripts` and `googleTagManager`). */
export type ThirdPartyScriptId =
  | 'googleTagManager'
  | 'hotjar'
  | 'blueConic'
  | 'facebookPixel'
  | 'linkedInInsight'
  | 'feathrSuperPixel'
  | 'olytics'
  | 'adDaptive';

/**
 * Which consent category each script needs (ADR 13): measuring the site's audience →
 * performance; personalising what a reader sees → functional; following a reader for ads or
 * audiences elsewhere → targeting. C0005 (social) is for social widgets and the commenting service.
 */
export const scriptCategories: Record<ThirdPartyScriptId, ConsentCategory> = {
  googleTagManager: consentCategories.performance, // analytics tag manager
  hotjar: consentCategories.performance, // session recorder
  blueConic: consentCategories.functional, // personalisation service
  facebookPixel: consentCategories.targeting, // social pixel
  linkedInInsight: consentCategories.targeting, // social pixel
  feathrSuperPixel: consentCategories.targeting, // audience service
  olytics: consentCategories.targeting, // audience service (Omeda)
  adDaptive: consentCategories.targeting, // ad tags
};

/** A script the page may load: where from, what it needs, and its account id. */
export interface ThirdPartyScript {
  id: ThirdPartyScriptId;
  category: ConsentCategory;
  src: string;
  /** The account, pixel, site or container id the script is set up with ('' when it needs none). */
  account: string;
}

const script = (id: ThirdPartyScriptId, src: string, account = ''): ThirdPartyScript => ({
  id,
  category: scriptCategories[id],
  src,
  account,
});

type ScriptSettings = Pick<SiteSettings, 'thirdPartyScripts' | 'googleTagManager'>;

/**
 * The scripts a site's settings turn on, each with what it needs; the same list for every visitor.
 * Only https scripts: a configured source on any other scheme (http:, data:, a site path) is dropped.
 */
export function enabledThirdPartyScripts({
  thirdPartyScripts: s,
  googleTagManager,
}: ScriptSettings): ThirdPartyScript[] {
  const list: (ThirdPartyScript | false)[] = [
    !!googleTagManager.containerID &&
      script(
        'googleTagManager',
        `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(googleTagManager.containerID)}`,
        googleTagManager.containerID,
      ),
    s.hotjar.enabled &&
      !!s.hotjar.siteId &&
      script(
        'hotjar',
        `https://static.hotjar.com/c/hotjar-${encodeURIComponent(s.hotjar.siteId)}.js?sv=6`,
        s.hotjar.siteId,
      ),
    s.blueConic.enabled && !!s.blueConic.sourceUrl && script('blueConic', s.blueConic.sourceUrl),
    s.facebookPixel.enabled &&
      !!s.facebookPixel.pixelId &&
      script('facebookPixel', 'https://connect.facebook.net/en_US/fbevents.js', s.facebookPixel.pixelId),
    s.linkedInInsight.enabled &&
      !!s.linkedInInsight.partnerId &&
      script('linkedInInsight', 'https://snap.licdn.com/li.lms-analytics/insight.min.js', s.linkedInInsight.partnerId),
    s.feathrSuperPixel.enabled &&
      !!s.feathrSuperPixel.accountId &&
      script('feathrSuperPixel', 'https://cdn.feathr.co/js/boomerang.min.js', s.feathrSuperPixel.accountId),
    s.olytics.enabled &&
      !!s.olytics.oid &&
      script('olytics', 'https://olytics.omeda.com/olytics/js/v3/p/olytics.min.js', s.olytics.oid),
    s.adDaptive.enabled && !!s.adDaptive.scriptSrc && script('adDaptive', s.adDaptive.scriptSrc),
  ];
  return list.filter((entry): entry is ThirdPartyScript => entry !== false && httpsScriptHost(entry.src) !== null);
}

/** The hosts the site's scripts come from: its configured third parties (the page config's allowlist). */
export function thirdPartyScriptHosts(scripts: readonly ThirdPartyScript[]): string[] {
  return [
    ...new Set(scripts.map((script) => httpsScriptHost(script.src)).filter((host): host is string => host !== null)),
  ];
}

/**
 * The page config's scripts the loader may add: known ones, in their own category, from an
 * allowed https host. The server wrote only such scripts; anything else is dropped unseen.
 */
export function loadableScripts(scripts: readonly ThirdPartyScript[], hosts: readonly string[]): ThirdPartyScript[] {
  return scripts.filter(
    (script) =>
      Object.hasOwn(scriptCategories, script.id) &&
      script.category === scriptCategories[script.id] &&
      typeof script.account === 'string' &&
      isAllowedScriptSrc(script.src, hosts),
  );
}
