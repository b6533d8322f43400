import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Engine } from '../core/engine.ts';
import { engineSchema } from '../graphql/schema.ts';
import { registerDocumentsRoute } from './documents-route.ts';
import { registerGraphQLRoute } from './graphql-route.ts';
import { registerHealthRoute } from './health-route.ts';
import { registerCommentingLoginRoute } from './commenting-login-route.ts';
import { registerExternalSsoRoute } from './external-sso-route.ts';
import { createTenantResolver } from '../http/tenant-resolution.ts';
import { sendError } from './send-error.ts';
import { createResponseCache } from './response-cache.ts';
import { followSyndicationOrigins } from '../syndication/follow-origins.ts';
import { registerFilesRoute } from './files-route.ts';
import { registerAdminRoute, type AdminServing } from './admin-route.ts';
import { registerSsoReturnHook } from './sso-return-hook.ts';
import { registerAdsRoute } from './ads-route.ts';
import { registerNewsletterUnsubscribeRoute } from './newsletter-unsubscribe-route.ts';
import { registerExportDownloadRoute } from './export-download-route.ts';
import { registerReportCsvRoute } from './report-csv-route.ts';
import { registerSiteUserImportRoute } from './site-user-import-route.ts';
import { registerTenantMigrationRoute } from './tenant-migration-route.ts';
import { EngineError, isEngineError } from '../core/errors.ts';
import { registerDepthCheckedJsonParser } from './json-body.ts';
import { trustProxyFromEnv, type TrustProxy } from './trust-proxy.ts';
import { registerBaseSecurityHeaders } from '../http/security-headers.ts';
import type { SiteHostFactory } from '../http/site-host.ts';
import { timeHttpRequest } from '../metrics/http-metrics.ts';
import { metricsAccessFromEnv, type MetricsAccess } from '../metrics/metrics-access.ts';
import { registerMetricsRoute } from './metrics-route.ts';

export interface ServerOptions {
  /** The process's engine (createEngine): database, events, clock and ports. */
  engine: Engine;
  logger?: FastifyServerOptions['logger'];
  /** Serve GraphiQL at GET /graphql (development). */
  graphiql?: boolean;
  /** The tenant sites (builds/serve's siteHost, given by the composition root); without it the server answers the API only. */
  site?: SiteHostFactory;
  /** Serve /files/ from this folder (uploads and generated demo images). */
  filesDir?: string;
  /** The admin SPA at /admin (built files, or Vite in development); without it /admin is not served. */
  admin?: AdminServing;
  /** Which proxies' x-forwarded-for is believed (request.ip); TRUST_PROXY, loopback by default. */
  trustProxy?: TrustProxy;
  /** Who may read GET /metrics (METRICS, METRICS_TOKEN by default; ADR 0082). */
  metrics?: MetricsAccess;
}

/**
 * Fastify sets its keep-alive timeout (72 s) only on servers it creates; a server from
 * `serverFactory` would keep Node's 5 s, so a proxy or load balancer that reuses an idle
 * connection for longer (commonly 60 s) would now and then have it reset under it. (Node's own
 * request and headers timeouts are kept.)
 */
function withFastifyKeepAlive(server: Server, options: FastifyServerOptions): Server {
  if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
  return server;
}

/** The one Masthead HTTP server: GraphQL, documents, files, the admin SPA and the tenant sites. */
export async function buildServer({
  engine,
  logger = false,
  graphiql = false,
  site,
  filesDir,
  admin,
  trustProxy = trustProxyFromEnv(process.env),
  metrics = metricsAccessFromEnv(process.env),
}: ServerOptions): Promise<FastifyInstance> {
  const { db, events } = engine;
  const tenants = createTenantResolver(db, events);
  // Prebuilt pages held in memory are answered before Fastify (builds/serve/static-fast-path.ts).
  const sites = site?.({ engine, tenants });
  const fastPath = sites?.fastPath;
  // Every request is timed here, those the fast path answers included (the latency metric).
  const app = Fastify({
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FastifyServerOptions) =>
      withFastifyKeepAlive(
        createServer((req, res) => {
          timeHttpRequest(req, res);
          if (!fastPath?.(req, res)) handler(req, res);
        }),
        options,
      ),
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy,
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== 'true' }),
  });
  const schema = engineSchema();

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (isEngineError(error)) return sendError(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, new EngineError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB.'));
    }
    if (error.statusCode && error.statusCode < 500) {
      return sendError(reply, new EngineError('BAD_REQUEST', `Bad request: ${error.message}`));
    }
    request.log.error({ err: error }, 'unhandled error');
    await engine.errors.capture(error, {
      route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    });
    return sendError(reply, error);
  });
  registerDepthCheckedJsonParser(app);
  // The web process keeps syndicated copies in step with their origins (ADR 60).
  const unfollow = followSyndicationOrigins(engine);
  app.addHook('onClose', async () => unfollow());
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new EngineError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );

  registerBaseSecurityHeaders(app);
  registerHealthRoute(app, db);
  registerMetricsRoute(app, metrics);
  registerDocumentsRoute(app);
  registerGraphQLRoute(app, { engine, schema, tenants, graphiql, responses: createResponseCache(events) });
  registerCommentingLoginRoute(app, { engine, tenants });
  registerExternalSsoRoute(app, { engine, tenants });
  registerSiteUserImportRoute(app, { engine, tenants });
  registerTenantMigrationRoute(app, { engine, tenants });
  registerReportCsvRoute(app, { engine, tenants });
  registerExportDownloadRoute(app, { engine });
  if (filesDir) await registerFilesRoute(app, filesDir);
  registerAdsRoute(app, { engine, tenants });
  registerNewsletterUnsubscribeRoute(app, { engine, tenants });
  if (admin) {
    registerSsoReturnHook(app, engine);
    await registerAdminRoute(app, admin);
  }
  if (sites) await sites.register(app);
  return app;
}
