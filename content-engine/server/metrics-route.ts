import type { FastifyInstance } from 'fastify';
import { EngineError } from '../core/errors.ts';
import { checkMetricsAccess, type MetricsAccess } from '../metrics/metrics-access.ts';
import { collectProcessMetrics, metricsExposition } from '../metrics/registry.ts';
import { sendError } from './send-error.ts';

/**
 * GET /metrics: the process's metrics in Prometheus text format, for those `access` lets in
 * (content-engine/metrics/metrics-access.ts). Not registered when metrics are off: the path is
 * then a tenant's like any other.
 */
export function registerMetricsRoute(app: FastifyInstance, access: MetricsAccess) {
  if (!access.enabled) return;
  collectProcessMetrics();
  app.get('/metrics', async (request, reply) => {
    const verdict = checkMetricsAccess(access, { ip: request.ip, authorization: request.headers.authorization });
    if (verdict === 'unauthenticated') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(
        reply,
        new EngineError('UNAUTHENTICATED', 'The metrics need their bearer token (METRICS_TOKEN).'),
      );
    }
    if (verdict === 'forbidden')
      return sendError(
        reply,
        new EngineError(
          'FORBIDDEN',
          'The metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere.',
        ),
      );
    const { contentType, body } = await metricsExposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
