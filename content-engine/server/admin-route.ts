import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminSecurityHeaders } from '../http/security-headers.ts';
import { serverScriptHosts } from '../http/site-script-hosts.ts';

/** The admin's runtime configuration (admin/shared/admin-config.ts), served at /admin/config.json. */
export interface AdminRuntimeConfig {
  signInUrl: string | null;
  signOutUrl: string | null;
  devTools: boolean;
  editorialResourceUrl: string | null;
  devEndpoint?: string | null;
  uiuxEndpoint?: string | null;
  tenantOnlyTypesTenant?: string | null;
}

/** From the environment: ADMIN_SSO_URL, ADMIN_SSO_LOGOUT_URL, ADMIN_DEV_TOOLS=true, ADMIN_EDITORIAL_RESOURCE_URL, ADMIN_DEV_ENDPOINT, ADMIN_UIUX_ENDPOINT, ADMIN_APPARATUS_TENANT. */
export const adminConfigFromEnv = (env: NodeJS.ProcessEnv): AdminRuntimeConfig => ({
  signInUrl: env.ADMIN_SSO_URL || null,
  signOutUrl: env.ADMIN_SSO_LOGOUT_URL || null,
  devTools: env.ADMIN_DEV_TOOLS === 'true',
  editorialResourceUrl: env.ADMIN_EDITORIAL_RESOURCE_URL || null,
  devEndpoint: env.ADMIN_DEV_ENDPOINT || null,
  uiuxEndpoint: env.ADMIN_UIUX_ENDPOINT || null,
  tenantOnlyTypesTenant: env.ADMIN_APPARATUS_TENANT || null,
});

export interface AdminServing {
  /** Hosts the admin may load scripts from besides its own (default: reCAPTCHA's when the server has Google's keys). */
  scriptHosts?: readonly string[];
  /** What /admin/config.json answers (defaults: local login, no dev tools). */
  config?: AdminRuntimeConfig;
  /** The built SPA (index.html and assets/), from `vite build`. */
  distDir?: string;
  /** Development: serve through Vite with hot reload instead of the built files. */
  dev?: boolean;
}

const isAdminUrl = (url: string | undefined) =>
  !!url &&
  url !== '/admin/config.json' &&
  url !== '/admin/version.json' &&
  (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?'));

/**
 * The admin SPA at /admin on every host (tenant hosts and the main host). Built assets carry a
 * content hash and are cached for a year; every other /admin path answers index.html (the app's
 * router shows its not-found page for unknown paths). The page's CSP runs only the SPA's own
 * scripts and lets no other site frame it (Vite's development server, which injects inline
 * scripts, sends none).
 */
export async function registerAdminRoute(
  app: FastifyInstance,
  {
    distDir = 'dist-admin',
    dev = false,
    config = adminConfigFromEnv({}),
    scriptHosts = serverScriptHosts(process.env),
  }: AdminServing,
) {
  app.get('/admin/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(config));
  if (dev) return registerViteDevServer(app);
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The admin is not built: ${indexFile} is missing (npm run build:admin).`);
  // The build's version: a digest of its index.html, which names every hashed entry chunk. Open
  // tabs compare it with the one written into the page they loaded (the hourly update check).
  const built = readFileSync(indexFile, 'utf8');
  const version = createHash('sha256').update(built).digest('hex').slice(0, 16);
  const index = Buffer.from(
    built.replace('<head>', `<head>\n    <meta name="masthead-admin-version" content="${version}" />`),
  );
  app.get('/admin/version.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ version }),
  );
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  const headers = adminSecurityHeaders(scriptHosts);
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .headers(headers)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(index);
  app.get('/admin', sendIndex);
  app.get('/admin/*', sendIndex);
}

/** `npm run dev`: Vite in middleware mode, hot reload over the server's own port. */
async function registerViteDevServer(app: FastifyInstance) {
  const [{ default: middie }, { createServer }] = await Promise.all([import('@fastify/middie'), import('vite')]);
  await app.register(middie);
  const vite = await createServer({
    configFile: resolve('admin/vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'spa',
  });
  app.use((request, response, next) => (isAdminUrl(request.url) ? vite.middlewares(request, response, next) : next()));
  app.addHook('onClose', () => vite.close());
}
