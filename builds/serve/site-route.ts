import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from '../../content-engine/core/engine.ts';
import type { TenantResolver } from '../../content-engine/http/tenant-resolution.ts';
import { hasAnyPermission } from '../../content-engine/shared/permissions.ts';
import { pickEncoding } from '../../content-engine/http/encodings.ts';
import { requestClient } from './request-client.ts';
import { cmsUserFromRequest } from '../../content-engine/http/request-credentials.ts';
import type { SiteSecurityHeaders } from './site-security-headers.ts';
import { keyedSearch, storedPageHeaders } from './static-fast-path.ts';
import type { PageManifest } from '../manifest/page-manifest.ts';
import { fileForPath } from '../store/page-files.ts';
import { createCrawlerVerifier, isCrawlerUserAgent } from '../../content-engine/crawlers/verify-crawler.ts';
import type { StaticStore, StoredPage } from '../store/static-store.ts';
import { createPageRenderer, type RenderedPage } from '../render/page-renderer.ts';
import { countingFailures } from '../render/counting-failures.ts';
import type { SiteModule } from '../render/site-module.ts';
import { registerLayoutPreviewRoute } from './layout-preview-route.ts';
import { isNewsletterArchivePath, newsletterArchivePolicy } from './newsletter-archive.ts';
import { recordCacheLookup } from '../../content-engine/metrics/cache-metrics.ts';

/** Pages that show the requesting client (spec public §2 /ip-test): rendered for every request, never stored. */
const perRequestPaths = new Set(['/ip-test', '/ip-test/']);
/**
 * Pages behind a secret (a contract's token in the query string, ADR 52; a company's update link,
 * ADR 59; a newsletter's unsubscribe link, ADR 0074): rendered for every request, never stored.
 */
const perRequestPrefixes = ['/contract/', '/company-update/', '/newsletter/unsubscribe'];

/** What the server needs to serve tenant sites: the Astro bundle, the prebuilt pages and their manifest. */
export interface SiteServing {
  module: SiteModule;
  store: StaticStore;
  manifest: PageManifest;
}

interface SiteDeps extends SiteServing {
  /** The server's engine: live renders use it (and its memos), crawler checks its DNS port. */
  engine: Engine;
  security: SiteSecurityHeaders;
  tenants: TenantResolver;
}

/** A newsletter archive page's own policy (ADR 0075): on its 200s only; its 404 is the site's page. */
function archivePolicy(reply: FastifyReply, pathname: string) {
  if (isNewsletterArchivePath(pathname)) reply.header('content-security-policy', newsletterArchivePolicy);
}

function sendStored(request: FastifyRequest, reply: FastifyReply, page: StoredPage) {
  archivePolicy(reply, new URL(request.url, 'http://site').pathname);
  reply.headers(storedPageHeaders(page));
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const { encoding, payload } = pickEncoding(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : payload);
}

function sendRendered(reply: FastifyReply, page: RenderedPage, cacheState: string) {
  if (page.status === 200) archivePolicy(reply, new URL(page.path, 'http://site').pathname);
  reply
    .code(page.status)
    .header('cache-control', 'no-store')
    .header('x-masthead-cache', cacheState)
    .type(page.contentType);
  if (page.location) reply.header('location', page.location);
  return reply.send(page.body);
}

/**
 * Every GET/HEAD the server has no other route for is a tenant page, by Host (its domains, or
 * `<key>.localhost` in development). Prebuilt pages are served from the static store (memory or
 * disk) with ETag/304 and precompressed br/gzip; a miss renders in-process and stores a 200;
 * `preview-mode=true` and `cache-bypass=true` render live and store nothing, for a signed-in CMS
 * user of the tenant only (others get the stored page: a flag cannot make anyone else's request
 * cost a render). Every answer carries the tenant's security headers (CSP). Astro's own assets
 * (/_astro/) go to the node middleware.
 */
export function registerSiteRoute(
  app: FastifyInstance,
  { engine, tenants, module, store, manifest, security }: SiteDeps,
) {
  const { now } = engine;
  const render = countingFailures(createPageRenderer({ engine, site: module }), 'request');
  const verifyCrawler = createCrawlerVerifier({ resolver: engine.dns });
  registerLayoutPreviewRoute(app, { engine, tenants, security, render });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const tenant = await tenants.resolve({ host: request.headers.host }).catch(() => null);
      if (!tenant)
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(`No site is served at ${request.headers.host ?? 'this address'}.`);
      reply.headers(await security.get(tenant));
      const url = new URL(request.url, 'http://site');
      const previewMode = url.searchParams.get('preview-mode') === 'true';
      const cmsUser =
        previewMode || url.searchParams.get('cache-bypass') === 'true'
          ? await cmsUserFromRequest({ engine, now: now(), request, tenantKey: tenant.key })
          : null;
      const userAgent = request.headers['user-agent'];
      // A verified crawler reads gated bodies whole (with the paywall structured data): a live render, never stored.
      const verifiedCrawler = isCrawlerUserAgent(userAgent) && (await verifyCrawler({ userAgent, ip: request.ip }));
      const live = !!cmsUser || verifiedCrawler;
      // An editor's preview shows drafts; other users of the tenant see the public page, live.
      const editor = previewMode && cmsUser && hasAnyPermission(cmsUser, ['manage_content']) ? cmsUser : null;
      const search = keyedSearch(url.pathname, url.search);
      const perRequest =
        perRequestPaths.has(url.pathname) || perRequestPrefixes.some((prefix) => url.pathname.startsWith(prefix));
      const file = live || perRequest ? null : fileForPath(url.pathname, search);
      if (file) {
        const stored = await store.read(tenant.key, file);
        recordCacheLookup('static_pages', stored !== null);
        if (stored) return sendStored(request, reply, stored);
      }
      const options = {
        ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
        ...(editor ? { preview: true, cmsUser: editor } : {}),
        ...(perRequest ? { client: requestClient(request) } : {}),
        verifiedCrawler,
        // A reader waits for this page: it uses the build memos when ready but does not load them.
        urgent: true,
      };
      // The visitor's user agent decides only error pages (crawlers get no body), which are never stored.
      const path = `${url.pathname}${live || perRequest ? url.search : search}`;
      if (!file) {
        const page = await render(tenant, path, options);
        return sendRendered(reply, page, verifiedCrawler ? 'crawler' : live ? 'bypass' : 'live');
      }
      // A page to store is numbered before it reads anything: a publish that writes it meanwhile is not overwritten.
      return store.numbered(async (seq) => {
        const page = await render(tenant, path, options);
        // A page missing a failed part is served as it is and tried again on the next request.
        if (page.status !== 200 || page.failures) return sendRendered(reply, page, 'live');
        // The reader's page enters memory as it is written: answered below without reading it back.
        const written = await store.write(tenant.key, file, page.body, { seq, etag: page.etag, reader: true });
        if (written && !store.superseded(tenant.key, file, seq))
          await manifest.record(tenant.key, [
            {
              path: page.path,
              file,
              status: 200,
              contentType: page.contentType,
              etag: written.etag,
              bytes: written.bytes,
              builtAt: now(),
              tags: page.tags,
            },
          ]);
        const stored = await store.read(tenant.key, file);
        return stored ? sendStored(request, reply, stored) : sendRendered(reply, page, 'live');
      });
    },
  });
}
