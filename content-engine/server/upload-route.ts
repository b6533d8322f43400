import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { EngineContext } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { EngineError } from '../core/errors.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';
import { requestContext } from './graphql-route.ts';
import { sendError } from './send-error.ts';

const badRequest = (message: string) => new EngineError('BAD_REQUEST', message);

export interface UploadRoute<T> {
  path: string;
  /** Checks the caller may upload; runs before a byte of the body is read. */
  authorise: (ctx: EngineContext) => void;
  /** The BAD_REQUEST message for a body that is not multipart/form-data. */
  notMultipart: string;
  maxBytes: number;
  /** The PAYLOAD_TOO_LARGE message for a file over `maxBytes`. */
  tooLarge: string;
  /** The file name stored when the part has none. */
  defaultFileName: string;
  create: (args: { ctx: EngineContext; input: { fileName: string }; file: Readable }) => Promise<T>;
  /** The response's `data`, in the GraphQL response shape. */
  data: (created: T) => Record<string, unknown>;
}

/**
 * POST `path`: multipart/form-data with one file field, authorised like POST /graphql (the bearer
 * header, or the session cookies with the CSRF header) before the body is read; the file is
 * streamed to `create`. Answers `{ data }`, or an error as POST /graphql does.
 */
export function registerUploadRoute<T>(
  app: FastifyInstance,
  deps: { engine: Engine; tenants: TenantResolver },
  route: UploadRoute<T>,
) {
  app.post(route.path, async (request, reply) => {
    try {
      const ctx = await requestContext(request, deps, requestCredentials(request));
      route.authorise(ctx);
      if (!request.isMultipart()) throw badRequest(route.notMultipart);
      const part = await request.file({ limits: { fileSize: route.maxBytes, files: 1 } });
      if (!part) throw badRequest('The request has no file.');
      const created = await route
        .create({ ctx, input: { fileName: part.filename || route.defaultFileName }, file: part.file })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new EngineError('PAYLOAD_TOO_LARGE', route.tooLarge);
          throw error;
        });
      return reply.header('cache-control', 'no-store').send({ data: route.data(created) });
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
