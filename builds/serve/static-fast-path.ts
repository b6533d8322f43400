import { isCrawlerUserAgent } from '../../content-engine/crawlers/verify-crawler.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileForPath } from '../store/page-files.ts';
import type { StaticStore, StoredPage } from '../store/static-store.ts';
import { pickEncoding } from '../../content-engine/http/encodings.ts';
import type { TenantResolver } from '../../content-engine/http/tenant-resolution.ts';
import type { SiteSecurityHeaders } from './site-security-headers.ts';
import { hasCmsSessionCookie } from '../../content-engine/http/request-credentials.ts';
import { isNewsletterArchivePath, newsletterArchivePolicy } from './newsletter-archive.ts';
import { recordCacheLookup } from '../../content-engine/metrics/cache-metrics.ts';

/** Paths the engine's own routes answer; everything else on a tenant host is the site. */
export const engineRoutePrefixes = ['/graphql', '/health', '/files/', '/_astro/', '/__ads/'];

/** Browsers revalidate every time (a 304 is cheap) so a regenerated page shows at once. */
export const storedCacheControl = 'public, max-age=0, must-revalidate';

/** The headers every prebuilt page is sent with. */
export const storedPageHeaders = (page: StoredPage) => ({
  etag: page.etag,
  vary: 'accept-encoding',
  'cache-control': storedCacheControl,
  'content-type': page.contentType,
  'x-masthead-cache': 'static',
});

const liveFlags = /[?&](preview-mode|cache-bypass)=/;

/** The query string is part of a stored page's key only for feeds (without the live-render flags); elsewhere it is ignored (utm_… links). */
export function keyedSearch(pathname: string, search: string): string {
  if (!pathname.startsWith('/__rss/')) return '';
  if (!liveFlags.test(search)) return search;
  const params = new URLSearchParams(search);
  params.delete('preview-mode');
  params.delete('cache-bypass');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** `preview-mode=true` or `cache-bypass=true`: a live render, if the request is a signed-in CMS user's (site-route.ts). */
export const asksForLiveRender = (search: string) => /[?&](preview-mode|cache-bypass)=true(&|$)/.test(search);

/** Whether a request carries a CMS credential at all (no lookup): only those can have a live render, so only those leave the fast path. */
export const carriesCmsCredential = (req: IncomingMessage) =>
  req.headers.authorization !== undefined || hasCmsSessionCookie(req);

/**
 * The hot path of a static-first site, before Fastify: a GET/HEAD for a tenant whose Host is
 * cached and a page held in memory (checked against its file within the last second) is answered
 * straight from node:http, with the same headers, 304s and encodings as the site route. Anything
 * else — a cold page, a live render, an engine route, a tenant whose security headers are not in
 * memory yet — returns false and goes through Fastify. The live-render flags of a request without a
 * CMS credential are ignored here as in the site route: anonymous readers get the stored page.
 */
export function createStaticFastPath({
  tenants,
  store,
  security,
}: {
  tenants: TenantResolver;
  store: StaticStore;
  security: SiteSecurityHeaders;
}) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q);
    if (
      pathname.includes('//') ||
      pathname.includes('%') ||
      pathname === '/metrics' ||
      engineRoutePrefixes.some((prefix) => pathname.startsWith(prefix))
    )
      return false;
    if (search && asksForLiveRender(search) && carriesCmsCredential(req)) return false;
    // A crawler's request goes to the site route, which verifies it and may render the full variant.
    if (isCrawlerUserAgent(req.headers['user-agent'])) return false;
    const host = req.headers.host;
    const tenant = host ? tenants.peekHost(host) : undefined;
    if (!tenant) return false;
    const file = fileForPath(pathname, keyedSearch(pathname, search));
    const page = file ? store.peek(tenant.key, file) : null;
    if (!page) return false;
    const securityHeaders = security.peek(tenant);
    if (!securityHeaders) return false;
    recordCacheLookup('static_pages', true);
    const headers: Record<string, string | number> = { ...securityHeaders, ...storedPageHeaders(page) };
    // The newsletter archive's pages run no script at all (ADR 0075).
    if (isNewsletterArchivePath(pathname)) headers['content-security-policy'] = newsletterArchivePolicy;
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const { encoding, payload } = pickEncoding(page, req.headers['accept-encoding']);
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = Buffer.byteLength(payload);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
    return true;
  };
}
