import type { SiteHostFactory } from '../../content-engine/http/site-host.ts';
import { serverScriptHosts } from '../../content-engine/http/site-script-hosts.ts';
import { registerSiteAssets } from './site-assets-route.ts';
import { registerSiteRoute, type SiteServing } from './site-route.ts';
import { createSiteSecurityHeaders } from './site-security-headers.ts';
import { createStaticFastPath } from './static-fast-path.ts';

/**
 * The tenant sites for the engine's server (`buildServer({ site })`): prebuilt pages answered
 * before Fastify from memory, then the Astro assets and the page route, each answer with the
 * tenant's security headers. `assetsDir` is where the client build lies (dist by default).
 */
export function siteHost(serving: SiteServing, { assetsDir }: { assetsDir?: string } = {}): SiteHostFactory {
  return ({ engine, tenants }) => {
    const security = createSiteSecurityHeaders({
      db: engine.db,
      events: engine.events,
      inlineScripts: serving.module.inlineScripts ?? [],
      serverHosts: serverScriptHosts(process.env),
    });
    return {
      fastPath: createStaticFastPath({ tenants, store: serving.store, security }),
      async register(app) {
        await registerSiteAssets(app, { dir: assetsDir });
        registerSiteRoute(app, { engine, tenants, ...serving, security });
      },
    };
  };
}
