import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { pagesWithFailedPartsCount } from '../core/render-failures.ts';
import { engineVersion } from '../graphql/schema.ts';

/**
 * GET /health: the process is up and the database answers; `renders.withFailedParts` counts the
 * pages this process served without a part that failed since it started (ADR 67).
 */
export function registerHealthRoute(app: FastifyInstance, db: Knex) {
  app.get('/health', async (request, reply) => {
    const started = performance.now();
    try {
      await db.raw('select 1');
      return {
        status: 'ok',
        version: engineVersion,
        database: { status: 'ok', ms: Math.round((performance.now() - started) * 100) / 100 },
        renders: { withFailedParts: pagesWithFailedPartsCount() },
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        status: 'error',
        version: engineVersion,
        database: { status: 'unreachable' },
        renders: { withFailedParts: pagesWithFailedPartsCount() },
      });
    }
  });
}
