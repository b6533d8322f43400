import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import { streamReportCsv } from '../reports/operations/stream-report-csv.ts';
import { requestContext } from './graphql-route.ts';
import { sendError } from './send-error.ts';

/**
 * POST /reports/csv: a JSON body like getReport's input; answers the report's every row as a CSV
 * download. Authorised like POST /graphql (bearer header and tenant key, or session cookies).
 */
export function registerReportCsvRoute(app: FastifyInstance, deps: { engine: Engine; tenants: TenantResolver }) {
  app.post('/reports/csv', async (request, reply) => {
    try {
      const ctx = await requestContext(request, deps, requestCredentials(request));
      const { fileName, body } = await streamReportCsv({ ctx, input: request.body });
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
