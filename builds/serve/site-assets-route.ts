import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join, resolve } from 'node:path';
import { siteDistDir } from '../site-build.ts';

/**
 * The islands' scripts and styles (`/_astro/*`, Astro's client build): content-hashed file
 * names, so cached for a year; sent as the br or gzip variant written at build time when the client
 * accepts it. Astro's node middleware mode leaves static files to the host server.
 */
export async function registerSiteAssets(app: FastifyInstance, { dir = siteDistDir }: { dir?: string } = {}) {
  await app.register(fastifyStatic, {
    root: resolve(join(dir, 'client', '_astro')),
    prefix: '/_astro/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    preCompressed: true,
  });
}
