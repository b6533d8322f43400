import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { contextFor, type EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import type { Engine } from '../core/engine.ts';
import { runGraphQL, type GraphQLRequest } from '../graphql/execute.ts';
import { serializeResponse } from '../core/serialize-response.ts';
import { resolveCmsSession } from '../cms-users/operations/resolve-session.ts';
import { canUseTenant } from '../core/cms-session.ts';
import { graphiqlPage } from './graphiql-page.ts';
import { readMultipartGraphQL, registerGraphQLMultipart } from './graphql-multipart.ts';
import { sendError } from './send-error.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { header, requestCredentials, type RequestCredentials } from '../http/request-credentials.ts';
import { openSessionResponse, withSessionCookies } from './session-cookie-fields.ts';
import { responseCacheKey, type CachedResponse, type ResponseCache } from './response-cache.ts';
import { pickEncoding } from '../http/encodings.ts';

interface RouteDeps {
  engine: Engine;
  schema: GraphQLSchema;
  tenants: TenantResolver;
  graphiql: boolean;
  responses: ResponseCache;
}

/**
 * Builds the engine context of one HTTP request: tenant, CMS user and the rule between them. The
 * credentials are the spec's headers, or the session cookies on a CSRF-safe POST (request-credentials.ts).
 */
export async function requestContext(
  request: FastifyRequest,
  { engine, tenants }: Pick<RouteDeps, 'engine' | 'tenants'>,
  credentials: RequestCredentials,
): Promise<EngineContext> {
  const tenant = await tenants.resolve({
    tenantKey: header(request, 'tenant-key'),
    tenantDomain: header(request, 'tenant-domain') ?? header(request, 'x-tenant-domain'),
    host: header(request, 'host'),
  });
  const token = credentials.cmsToken;
  const cmsUser = token
    ? await resolveCmsSession({ db: engine.db, memos: engine.memos, token, now: engine.now() })
    : null;
  if (cmsUser && tenant && !canUseTenant(cmsUser, tenant.key)) {
    throw new EngineError('FORBIDDEN', `This CMS user has no access to the tenant "${tenant.key}".`);
  }
  return contextFor(engine, {
    tenant,
    cmsUser,
    log: request.log,
    ip: request.ip,
    siteUserToken: credentials.siteUserToken,
  });
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  reply
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  const { encoding, payload } = pickEncoding(entry, header(request, 'accept-encoding'));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(entry.status).send(payload);
}

/** POST /graphql with { query, variables, operationName } (or a multipart upload); GraphiQL at GET /graphql in development. */
export function registerGraphQLRoute(app: FastifyInstance, deps: RouteDeps) {
  registerGraphQLMultipart(app);
  const schema = withSessionCookies(deps.schema);
  app.post<{ Body: GraphQLRequest }>('/graphql', async (request, reply) => {
    let ctx: EngineContext;
    let graphqlRequest: GraphQLRequest;
    const multipart = request.isMultipart();
    const credentials = requestCredentials(request);
    try {
      ctx = await requestContext(request, deps, credentials);
      graphqlRequest = multipart ? await readMultipartGraphQL(request) : (request.body ?? {});
    } catch (error) {
      return sendError(reply, error);
    }
    const anonymous = !multipart && !credentials.personal;
    const cacheKey = anonymous && ctx.tenant ? responseCacheKey(graphqlRequest) : undefined;
    if (cacheKey) {
      const hit = deps.responses.get(ctx.tenant!.key, cacheKey, ctx.now());
      if (hit) return sendCached(request, reply, hit);
    }
    let cacheableFields = 0;
    if (cacheKey) ctx.markCacheable = () => void cacheableFields++;
    const setCookies = credentials.browserSession ? openSessionResponse(ctx, request, credentials) : [];
    const { status, body } = await runGraphQL(schema, graphqlRequest, ctx);
    if (setCookies.length) reply.header('set-cookie', setCookies);
    const json = serializeResponse(body);
    const rootFields = body.data && typeof body.data === 'object' ? Object.keys(body.data).length : 0;
    if (cacheKey && status === 200 && !body.errors && rootFields > 0 && cacheableFields >= rootFields) {
      return sendCached(
        request,
        reply,
        deps.responses.set(ctx.tenant!.key, cacheKey, { status, body: json }, ctx.now()),
      );
    }
    return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });

  app.get('/graphql', async (_request, reply) => {
    if (!deps.graphiql)
      return sendError(
        reply,
        new EngineError('NOT_FOUND', 'GraphiQL is available in development only; POST queries to /graphql.'),
      );
    return reply.type('text/html; charset=utf-8').send(graphiqlPage);
  });
}
