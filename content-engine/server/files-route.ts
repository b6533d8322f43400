import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadedFileHeaders } from '../http/security-headers.ts';

/**
 * GET /files/… serves uploaded and generated files (images, documents) from FILES_DIR. Editors
 * upload them, so none may act on the site's origin: an HTML or SVG file opened directly runs
 * sandboxed without script, and a script file is served as text (security-headers.ts).
 */
export async function registerFilesRoute(app: FastifyInstance, root: string) {
  await app.register(async (files) => {
    files.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(uploadedFileHeaders(String(reply.getHeader('content-type') ?? '')));
      done(null, payload);
    });
    await files.register(fastifyStatic, {
      root: resolve(root),
      prefix: '/files/',
      decorateReply: false,
      maxAge: '1d',
      etag: true,
      lastModified: true,
    });
  });
}
