// The server bundle's entrypoint (see adapter.mjs): @astrojs/node's exports plus `render`.
import { createExports as nodeExports, start } from '@astrojs/node/server.js';
import { NodeApp } from 'astro/app/node';

export function createExports(manifest, options) {
  // Not streamed: a pre-rendered page is written whole, so one buffered body is cheaper.
  const app = new NodeApp(manifest, false);
  return {
    ...nodeExports(manifest, options),
    /** @param {Request} request @param {Record<string, unknown>} locals */
    render: (request, locals) => app.render(request, { locals, addCookieHeader: false }),
  };
}

export { start };
