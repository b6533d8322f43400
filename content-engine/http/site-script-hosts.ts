import { commentingOf } from '../shared/commenting.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';
import { enabledThirdPartyScripts, type ThirdPartyScriptId } from '../shared/third-party-scripts.ts';
import { httpsScriptHost } from '../shared/script-sources.ts';

/*
 * The origins a tenant's pages may load scripts from (the CSP's script-src, ADR 0031): exactly the
 * services its settings turn on, each with the hosts its loader fetches its further scripts from.
 * A service that is off adds nothing, so a page cannot load a vendor the tenant has not chosen.
 */

/** Hosts a vendor's first script loads more scripts from (its documented CSP requirements). */
const followUpHosts: Partial<Record<ThirdPartyScriptId, string[]>> = {
  googleTagManager: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
  hotjar: ['https://script.hotjar.com'],
};
// The first of each is where the island loads the vendor from (onetrust-adapter.ts, gpt-adapter.ts, ViafouraComments.tsx).
export const oneTrustHosts = ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'];
export const gptHosts = ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'];
export const viafouraHosts = ['https://cdn.viafoura.net'];
/** reCAPTCHA's api.js and the release it loads (only when the server is configured with Google's keys). */
export const recaptchaScriptHosts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The `https://host[:port]` origin of a script URL, or null for a source the islands' loader would refuse (script-sources.ts). */
export const httpsOrigin = (src: string): string | null => (httpsScriptHost(src) === null ? null : new URL(src).origin);

export function siteScriptHosts(settings: SiteSettings, modules: readonly string[]): string[] {
  const scripts = enabledThirdPartyScripts(settings);
  const hosts = scripts.flatMap((script) => [httpsOrigin(script.src), ...(followUpHosts[script.id] ?? [])]);
  if (settings.oneTrust.scriptId) hosts.push(...oneTrustHosts);
  if (settings.googleAdManager.networkCode) hosts.push(...gptHosts);
  const commenting = commentingOf(settings, modules);
  if (commenting.active && commenting.service === 'viafoura') hosts.push(...viafouraHosts);
  return [...new Set(hosts.filter((host): host is string => host !== null))];
}

/** The server-wide hosts: reCAPTCHA's when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set (content-engine/captcha). */
export const serverScriptHosts = (env: NodeJS.ProcessEnv): string[] =>
  env.RECAPTCHA_SITE_KEY?.trim() && env.RECAPTCHA_SECRET_KEY?.trim() ? recaptchaScriptHosts : [];
