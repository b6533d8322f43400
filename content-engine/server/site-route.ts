import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Clock } from '../core/clock.ts';
import type { EventBus } from '../core/events.ts';
import { createSiteEngine, type SiteEngine } from './site-engine.ts';
import type { TenantResolver } from './tenant-resolution.ts';

/** The Astro server build's request handler (`dist/server/entry.mjs`, node adapter in middleware mode). */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals: { engine: SiteEngine }) => Promise<void>;

interface SiteDeps {
  db: Knex;
  events: EventBus;
  now: Clock;
  tenants: TenantResolver;
  handler: SiteHandler;
}

/**
 * Every GET/HEAD the server has no other route for is a tenant page: the Host names the tenant
 * (its domains, or `<key>.localhost` in development), and Astro renders the path in-process with
 * the engine bound to that tenant.
 */
export function registerSiteRoute(app: FastifyInstance, { db, events, now, tenants, handler }: SiteDeps) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const tenant = await tenants.resolve({ host: request.headers.host }).catch(() => null);
      if (!tenant) return reply.code(404).type('text/plain; charset=utf-8').send(`No site is served at ${request.headers.host ?? 'this address'}.`);
      const engine = createSiteEngine({ db, events, now, tenant, cmsUser: null, log: request.log, system: false, ip: request.ip });
      reply.hijack();
      await handler(request.raw, reply.raw, (error) => {
        request.log.error({ err: error }, 'site rendering failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
        reply.raw.end('An error occurred.');
      }, { engine });
    },
  });
}
