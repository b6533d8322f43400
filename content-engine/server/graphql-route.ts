import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Knex } from 'knex';
import type { Clock } from '../core/clock.ts';
import type { EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import type { EventBus } from '../core/events.ts';
import { runGraphQL, type GraphQLRequest } from '../graphql/execute.ts';
import { serializeResponse } from '../graphql/serialize-response.ts';
import { resolveCmsSession } from '../cms-users/operations/resolve-session.ts';
import { canUseTenant } from '../cms-users/session.ts';
import { graphiqlPage } from './graphiql-page.ts';
import { sendError } from './send-error.ts';
import type { TenantResolver } from './tenant-resolution.ts';

interface RouteDeps {
  db: Knex;
  events: EventBus;
  schema: GraphQLSchema;
  tenants: TenantResolver;
  graphiql: boolean;
  now: Clock;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];

/** Builds the engine context of one HTTP request: tenant, CMS user and the rule between them. */
async function contextFor(request: FastifyRequest, { db, events, tenants, now }: RouteDeps): Promise<EngineContext> {
  const tenant = await tenants.resolve({
    tenantKey: header(request, 'tenant-key'),
    tenantDomain: header(request, 'tenant-domain') ?? header(request, 'x-tenant-domain'),
    host: header(request, 'host'),
  });
  const token = bearerToken(request);
  const cmsUser = token ? await resolveCmsSession({ db, token, now: now() }) : null;
  if (cmsUser && tenant && !canUseTenant(cmsUser, tenant.key)) {
    throw new EngineError('FORBIDDEN', `This CMS user has no access to the tenant "${tenant.key}".`);
  }
  return { db, events, tenant, cmsUser, now, log: request.log, system: false, ip: request.ip };
}

/** POST /graphql with { query, variables, operationName }; GraphiQL at GET /graphql in development. */
export function registerGraphQLRoute(app: FastifyInstance, deps: RouteDeps) {
  app.post<{ Body: GraphQLRequest }>('/graphql', async (request, reply) => {
    let ctx: EngineContext;
    try {
      ctx = await contextFor(request, deps);
    } catch (error) {
      return sendError(reply, error);
    }
    const { status, body } = await runGraphQL(deps.schema, request.body ?? {}, ctx);
    return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(serializeResponse(body));
  });

  app.get('/graphql', async (_request, reply) => {
    if (!deps.graphiql) return sendError(reply, new EngineError('NOT_FOUND', 'GraphiQL is available in development only; POST queries to /graphql.'));
    return reply.type('text/html; charset=utf-8').send(graphiqlPage);
  });
}
