// The server bundle's entrypoint (see adapter.mjs): @astrojs/node's exports plus `render`.
import { createExports as nodeExports, start } from '@astrojs/node/server.js';
import { NodeApp } from 'astro/app/node';

/** @template T @param {() => Promise<T>} load @returns {() => Promise<T>} */
const once = (load) => {
  /** @type {Promise<T> | undefined} */
  let loaded;
  return () => (loaded ??= load());
};

/**
 * Astro imports the route's page module and the actions module again on every request; under
 * tsx each dynamic import is a round trip to the loader-hooks thread (about 0.5 ms each), so
 * each is imported once.
 * @param {any} manifest
 */
function importModulesOnce(manifest) {
  for (const [component, load] of manifest.pageMap ?? []) manifest.pageMap.set(component, once(load));
  if (manifest.actions) manifest.actions = once(manifest.actions);
  return manifest;
}

export function createExports(manifest, options) {
  importModulesOnce(manifest);
  // Not streamed: a pre-rendered page is written whole, so one buffered body is cheaper.
  const app = new NodeApp(manifest, false);
  return {
    ...nodeExports(manifest, options),
    /** @param {Request} request @param {Record<string, unknown>} locals */
    render: (request, locals) => app.render(request, { locals, addCookieHeader: false }),
  };
}

export { start };
