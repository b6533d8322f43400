// @ts-check
import mastheadAdapter from './builds/astro/adapter.mjs';
import { cheapUrlCheck } from './builds/astro/cheap-url-check.mjs';
import { tagIslandRenderer } from './builds/astro/tag-island-renderer.mjs';
import { straightThroughRender } from './builds/astro/straight-through-render.mjs';
import { guardedIslandClient } from './builds/astro/guarded-island-client.mjs';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';
import mastheadClientDirectives from './site/directives/client-directives.mjs';

/**
 * Client chunks (ADR 19). Left to itself, Rollup splits the islands into ~60 files, a dozen of
 * them under 1 KB, and a page fetches, compiles and runs each as a module of its own on the two
 * cores it shares with everything else. Two groups every page loads are one file each instead:
 * the small modules the page's own scripts (ads, consent, tracking) share, and the islands'
 * runtime — Preact and what the header's account menu, hydrated on every page, needs. The runtime
 * may import the core, never the reverse, and the editors' toolbar stays out of both.
 */
const siteCoreModules = [
  '/node_modules/nanostores/',
  '/islands/shared/session-id.ts',
  '/islands/shared/content-added.ts',
  '/islands/shared/bottom-offsets.ts',
  '/islands/shared/notify.ts',
  '/islands/consent/consent-store.ts',
  '/islands/session/session-cookies.ts',
  '/content-engine/client/cookies.ts',
  '/islands/tracking/',
  '/content-engine/shared/tracking-events.ts',
];
const islandsRuntimeModules = [
  '/node_modules/preact/',
  '/node_modules/@astrojs/preact/',
  '/node_modules/@nanostores/react/',
  '/islands/shared/use-mounted.ts',
  '/islands/session/session-store.ts',
  '/islands/session/user-info-cache.ts',
  '/islands/session/account-menu-items.ts',
  '/content-engine/shared/site-license-cookies.ts',
  '/islands/site-client.ts',
  '/content-engine/client/client-errors.ts',
  '/content-engine/client/operation-documents.ts',
  '/content-engine/client/graphql-client.ts',
];
/** @param {string} id */
const manualChunks = (id) => {
  if (siteCoreModules.some((path) => id.includes(path))) return 'site-core';
  if (islandsRuntimeModules.some((path) => id.includes(path))) return 'islands-runtime';
  return undefined;
};

/** Tenant sites: server output rendered in-process by the Masthead server (middleware mode). */
export default defineConfig({
  srcDir: './site',
  outDir: process.env.SITE_DIST_DIR || './dist',
  output: 'server',
  adapter: mastheadAdapter({ mode: 'middleware' }),
  // Islands are written against React's API and run on Preact through preact/compat (ADR 10):
  // the same components at a seventh of React DOM's weight. Libraries written for React render
  // through the alias on the server too, so they must be bundled, not left external.
  integrations: [preact({ compat: true }), mastheadClientDirectives()],
  server: { port: 4322 },
  build: { inlineStylesheets: 'auto' },
  vite: {
    plugins: [cheapUrlCheck(), straightThroughRender(), tagIslandRenderer(), guardedIslandClient()],
    build: { sourcemap: false, rollupOptions: { output: { manualChunks } } },
    ssr: { noExternal: ['react-hook-form', '@nanostores/react', 'react-toastify'] },
  },
});
