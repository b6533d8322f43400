import { currentPageDetails, pageConfig } from '../tracking/page-config.ts';
import { $consent } from './consent-store.ts';
import { startLocalBanner } from './local-banner.ts';
import { startOneTrust } from './onetrust-adapter.ts';
import { loadScript, trackPageWith } from './script-installers.ts';
import { createScriptLoader } from './script-loader.ts';
import { loadableScripts } from '../../content-engine/shared/third-party-scripts.ts';

/**
 * The page's consent manager and third-party scripts (spec public §4): OneTrust when the settings
 * name a script id, the local banner otherwise; on each consent change the scripts newly allowed
 * load and track the page, once each. A withdrawn consent reloads the page, since a loaded script
 * cannot be taken back. Only scripts from the site's configured https hosts load.
 */
export function startConsent(): void {
  const { oneTrustScriptId, scripts, scriptHosts } = pageConfig();
  const applyConsent = createScriptLoader(loadableScripts(scripts, scriptHosts), {
    load: loadScript,
    trackPage: (script) => trackPageWith(script, currentPageDetails()),
  });
  $consent.listen((allowed) => {
    if (applyConsent(allowed).withdrawn) location.reload();
  });
  if (oneTrustScriptId) startOneTrust(oneTrustScriptId);
  else startLocalBanner();
}
