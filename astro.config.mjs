// @ts-check
import mastheadAdapter from './builds/astro/adapter.mjs';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/** Tenant sites: server output rendered in-process by the Masthead server (middleware mode). */
export default defineConfig({
  srcDir: './site',
  outDir: process.env.SITE_DIST_DIR || './dist',
  output: 'server',
  adapter: mastheadAdapter({ mode: 'middleware' }),
  integrations: [react()],
  server: { port: 4322 },
  build: { inlineStylesheets: 'always' },
  vite: { build: { sourcemap: false } },
});
