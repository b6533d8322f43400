import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import { EngineError } from '../core/errors.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import {
  assertMayImportBundle,
  createTenantMigrationImport,
} from '../tenant-migration/operations/create-tenant-migration-import.ts';
import { bundleLimits } from '../tenant-migration/bundle-format.ts';
import { requestContext } from './graphql-route.ts';
import { sendError } from './send-error.ts';

const badRequest = (message: string) => new EngineError('BAD_REQUEST', message);

/**
 * POST /tenant-migration-imports: multipart/form-data with one file field, a tenant bundle for
 * /admin/run-aspire-to-aspire-migration (ADR 0087). Authorised like POST /graphql before the
 * body is read; the file is streamed to disk and checked through. Answers in the GraphQL
 * response shape: `{ data: { createTenantMigrationImport: { id, … } } }`.
 */
export function registerTenantMigrationRoute(app: FastifyInstance, deps: { engine: Engine; tenants: TenantResolver }) {
  app.post('/tenant-migration-imports', async (request, reply) => {
    try {
      const ctx = await requestContext(request, deps, requestCredentials(request));
      assertMayImportBundle(ctx);
      if (!request.isMultipart()) throw badRequest('Send the bundle as multipart/form-data.');
      const part = await request.file({ limits: { fileSize: bundleLimits.totalBytes, files: 1 } });
      if (!part) throw badRequest('The request has no file.');
      const job = await createTenantMigrationImport({
        ctx,
        input: { fileName: part.filename || 'bundle.zip' },
        file: part.file,
      }).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new EngineError('PAYLOAD_TOO_LARGE', 'The bundle is larger than the limit.');
        throw error;
      });
      return reply.header('cache-control', 'no-store').send({ data: { createTenantMigrationImport: job } });
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
