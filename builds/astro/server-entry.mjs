// The server bundle's entrypoint (see adapter.mjs): @astrojs/node's exports plus `render`.
import { createExports as nodeExports, start } from '@astrojs/node/server.js';
import { NodeApp } from 'astro/app/node';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import islandScriptDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import { sessionFlagScript } from '../../site/lib/audience.ts';

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

/**
 * Every inline script Astro may write into a page of this bundle, as written (ADR 0031): the
 * islands' loader, the client directives' scripts (`client:idle`, the site's `client:editor`…),
 * page scripts small enough to be inlined, routes' inline scripts and the page shell's session flag. The server's CSP allows
 * exactly these by hash; an inline script anywhere else in a page does not run. (Astro's own
 * `experimental.csp` hashes the same set.)
 * @param {any} manifest
 * @returns {string[]}
 */
function inlineScriptsOf(manifest) {
  /** @type {string[]} */
  const routeScripts = (manifest.routes ?? []).flatMap((/** @type {any} */ route) =>
    (route.scripts ?? [])
      .filter((/** @type {any} */ script) => script.type === 'inline')
      .map((/** @type {any} */ script) => script.value),
  );
  return [
    ...new Set([
      islandScript,
      islandScriptDev,
      sessionFlagScript,
      ...(manifest.clientDirectives?.values() ?? []),
      ...(manifest.inlinedScripts?.values() ?? []),
      ...routeScripts,
    ]),
  ];
}

export function createExports(manifest, options) {
  importModulesOnce(manifest);
  // Not streamed: a pre-rendered page is written whole, so one buffered body is cheaper.
  const app = new NodeApp(manifest, false);
  return {
    ...nodeExports(manifest, options),
    /** @param {Request} request @param {Record<string, unknown>} locals */
    render: (request, locals) => app.render(request, { locals, addCookieHeader: false }),
    inlineScripts: inlineScriptsOf(manifest),
  };
}

export { start };
