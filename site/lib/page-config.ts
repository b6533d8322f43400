import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import { enabledThirdPartyScripts, thirdPartyScriptHosts } from '../../content-engine/shared/third-party-scripts.ts';
import type { PageConfig } from '../../islands/tracking/page-config.ts';

/**
 * The consent and tracking config of a page (ADR 13), written into its head: the OneTrust id, the
 * site's https third-party scripts and their hosts (the loader's allowlist), and the page details.
 */
export function pageConfigOf(settings: SiteSettings, page: PageConfig['page'] = {}): PageConfig {
  const scripts = enabledThirdPartyScripts(settings);
  return {
    oneTrustScriptId: settings.oneTrust.scriptId || null,
    scripts,
    scriptHosts: thirdPartyScriptHosts(scripts),
    page,
  };
}
