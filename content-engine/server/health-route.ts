import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { engineVersion } from '../graphql/schema.ts';

/**
 * GET /health: the process is up and the database answers. With the sites mounted it also counts
 * the pages rendered since start with failing parts left out (ADR 67): served, not stored, and a
 * sign of a sick dependency though the process is well.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  db: Knex,
  { failedRenders }: { failedRenders?: () => number } = {},
) {
  const pages = () => (failedRenders ? { pages: { renderedWithFailedParts: failedRenders() } } : {});
  app.get('/health', async (request, reply) => {
    const started = performance.now();
    try {
      await db.raw('select 1');
      return {
        status: 'ok',
        version: engineVersion,
        database: { status: 'ok', ms: Math.round((performance.now() - started) * 100) / 100 },
        ...pages(),
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .send({ status: 'error', version: engineVersion, database: { status: 'unreachable' }, ...pages() });
    }
  });
}
