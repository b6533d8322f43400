import Fastify, { type FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { registerHealthRoute } from './health-route.ts';
import { registerMetricsRoute } from './metrics-route.ts';
import type { MetricsAccess } from '../metrics/metrics-access.ts';
import { EngineError } from '../core/errors.ts';
import { sendError } from './send-error.ts';

/**
 * A worker process's HTTP server (MASTHEAD_ROLE=worker, ADR 0089): `/health` for the process
 * supervisor and `/metrics` for Prometheus (its renders, queue wait and build failures). It
 * serves no site, admin or API: readers and editors reach the web processes.
 */
export function buildWorkerServer({ db, metrics }: { db: Knex; metrics: MetricsAccess }): FastifyInstance {
  const app = Fastify({ logger: false });
  registerHealthRoute(app, db);
  registerMetricsRoute(app, metrics);
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new EngineError(
        'NOT_FOUND',
        `This is a Masthead worker process: it answers /health and /metrics only, not ${request.url.split('?')[0]}`,
      ),
    ),
  );
  return app;
}
