// @ts-check
import mastheadAdapter from './builds/astro/adapter.mjs';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';
import mastheadClientDirectives from './site/directives/client-directives.mjs';

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
  vite: { build: { sourcemap: false }, ssr: { noExternal: ['react-hook-form', '@nanostores/react', 'react-toastify'] } },
});
