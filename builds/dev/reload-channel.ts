import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { TenantResolver } from '../../content-engine/http/tenant-resolution.ts';

/** The development reload channel's routes on every tenant host. */
export const reloadEventsPath = '/__masthead/dev-reload';
export const reloadScriptPath = '/__masthead/dev-reload.js';

/** What a served page loads in development: it follows the channel and reloads when told. */
export const reloadScript = `// Masthead development reload (npm run dev only)
const page = location.pathname;
const events = new EventSource(${JSON.stringify(reloadEventsPath)} + '?path=' + encodeURIComponent(page));
events.addEventListener('reload', () => location.reload());
`;

interface OpenPage {
  tenantKey: string;
  path: string;
  response: ServerResponse;
}

/**
 * The pages open in browsers, each following the channel by Server-Sent Events; `reload` tells
 * the pages of a tenant to reload. Registered only by `npm run dev` (builds/dev/dev-site.ts).
 */
export function createReloadChannel() {
  const open = new Set<OpenPage>();
  const send = (page: OpenPage, event: string, data = '') => page.response.write(`event: ${event}\ndata: ${data}\n\n`);

  return {
    /** The open pages by tenant: each path once. */
    openPages(): Map<string, string[]> {
      const byTenant = new Map<string, Set<string>>();
      for (const { tenantKey, path } of open) byTenant.set(tenantKey, (byTenant.get(tenantKey) ?? new Set()).add(path));
      return new Map([...byTenant].map(([key, paths]) => [key, [...paths]]));
    },
    /** Tells the open pages of the tenant (those at `paths`, or all) to reload; returns how many were told. */
    reload(tenantKey: string, paths?: readonly string[]): number {
      let told = 0;
      for (const page of open)
        if (page.tenantKey === tenantKey && (!paths || paths.includes(page.path))) {
          send(page, 'reload');
          told++;
        }
      return told;
    },
    register(app: FastifyInstance, { tenants }: { tenants: TenantResolver }) {
      app.get(reloadScriptPath, (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(reloadScript),
      );
      app.get(reloadEventsPath, async (request, reply) => {
        const tenant = await tenants.resolve({ host: request.headers.host }).catch(() => null);
        if (!tenant) return reply.code(404).send();
        const path = new URL(request.url, 'http://site').searchParams.get('path') || '/';
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        response.write(': following\n\n');
        const page = { tenantKey: tenant.key, path: path.startsWith('/') ? path : '/', response };
        open.add(page);
        // A comment now and then keeps proxies from closing a quiet stream.
        const heartbeat = setInterval(() => response.write(': still here\n\n'), 25_000);
        heartbeat.unref();
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          open.delete(page);
        });
      });
      // Open streams would hold the server's close until the browsers leave.
      app.addHook('preClose', async () => {
        for (const page of open) page.response.end();
        open.clear();
      });
    },
  };
}

export type ReloadChannel = ReturnType<typeof createReloadChannel>;
