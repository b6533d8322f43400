import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import { EngineError } from '../core/errors.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import { assertMayImport, createSiteUserImport } from '../site-user-imports/operations/create-site-user-import.ts';
import { requestContext } from './graphql-route.ts';
import { sendError } from './send-error.ts';

/** Largest CSV an import takes (about a million rows of the template's columns). */
export const maxImportBytes = 200 * 1024 * 1024;

const badRequest = (message: string) => new EngineError('BAD_REQUEST', message);

/**
 * POST /site-user-imports: multipart/form-data with one file field, the CSV of
 * /admin/migrate-site-users. Authorised like POST /graphql (the bearer header, or the session
 * cookies with the CSRF header) before the body is read; the file is streamed to disk. Answers
 * in the GraphQL response shape: `{ data: { createSiteUserImport: { id } } }`.
 */
export function registerSiteUserImportRoute(app: FastifyInstance, deps: { engine: Engine; tenants: TenantResolver }) {
  app.post('/site-user-imports', async (request, reply) => {
    try {
      const ctx = await requestContext(request, deps, requestCredentials(request));
      assertMayImport(ctx);
      if (!request.isMultipart()) throw badRequest('Send the CSV file as multipart/form-data.');
      const part = await request.file({ limits: { fileSize: maxImportBytes, files: 1 } });
      if (!part) throw badRequest('The request has no file.');
      const job = await createSiteUserImport({
        ctx,
        input: { fileName: part.filename || 'upload.csv' },
        file: part.file,
      }).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new EngineError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxImportBytes / 1024 / 1024} MB.`);
        throw error;
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ data: { createSiteUserImport: { id: job.id, fileName: job.fileName, status: job.status } } });
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
