import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram } from 'prom-client';
import { metricsPrefix, metricsRegistry } from './registry.ts';

/**
 * What a request asked for, from its path alone: a small fixed set, never the URL itself, so the
 * series stay bounded whatever readers and robots ask for.
 */
export type RouteClass = 'page' | 'feed' | 'asset' | 'graphql' | 'admin' | 'api' | 'health' | 'metrics';

/** The engine's own endpoints (content-engine/server) other than GraphQL and the admin. */
const apiPrefixes = [
  '/__ads/',
  '/exports/',
  '/reports/',
  '/site-user-imports',
  '/users/validate/',
  '/scripts/',
  '/newsletter/unsubscribe',
];
/** Files the site serves beside its pages: Astro's bundles, uploads, the admin's bundle, stylesheets. */
const assetPrefixes = ['/_astro/', '/files/', '/admin/assets/', '/css/'];
/** Icons and other fixed files (site/fixed-files.ts): an extension other than the feeds'. */
const assetExtension = /\.(css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|webmanifest)$/i;
/** Sitemaps, RSS feeds and robots.txt: what crawlers and feed readers fetch. */
const isFeed = (path: string) =>
  path.startsWith('/__rss/') || /^\/sitemap[^/]*\.xml$/.test(path) || path === '/robots.txt';

export function routeClassOf(pathname: string): RouteClass {
  if (pathname === '/health') return 'health';
  if (pathname === '/metrics') return 'metrics';
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return 'graphql';
  if (assetPrefixes.some((prefix) => pathname.startsWith(prefix)) || assetExtension.test(pathname)) return 'asset';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'api';
  if (isFeed(pathname)) return 'feed';
  return 'page';
}

/** 2xx … 5xx; `aborted` when the client went away before the response was sent whole. */
export const statusClassOf = (status: number, finished = true) =>
  finished ? `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx` : 'aborted';

const httpDuration = new Histogram({
  name: `${metricsPrefix}http_request_duration_seconds`,
  help: 'Time from a request arriving to its response being sent, by route class and status class.',
  labelNames: ['route_class', 'status_class'] as const,
  // A page from memory takes well under a millisecond; a live render or a report, seconds.
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * Times one request of the raw server (content-engine/server/app.ts), the pages answered before
 * Fastify included: observed when the response closes.
 */
export function timeHttpRequest(req: IncomingMessage, res: ServerResponse) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    httpDuration.observe(
      {
        route_class: routeClassOf(q < 0 ? url : url.slice(0, q)),
        status_class: statusClassOf(res.statusCode, res.writableFinished),
      },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
}
