import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** GET /files/… serves uploaded and generated files (images, documents) from FILES_DIR. */
export async function registerFilesRoute(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, { root: resolve(root), prefix: '/files/', decorateReply: false, maxAge: '1d', etag: true, lastModified: true });
}
