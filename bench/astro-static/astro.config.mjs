// @ts-check
import { defineConfig } from 'astro/config';
import siteConfig from '../../astro.config.mjs';
import { staticAnchor } from './static-anchor.ts';

/**
 * The anchor of issue 33: the site's own Astro config (same srcDir, integrations, adapter and Vite
 * settings) as a static build, plus the integration that gives the catch-all page its paths and
 * locals. Written to ANCHOR_OUT_DIR; run by bench/astro-static/build-static.ts, never on its own.
 */
export default defineConfig({
  ...siteConfig,
  output: 'static',
  outDir: process.env.ANCHOR_OUT_DIR,
  // Its own cache, not the one in node_modules the site's build keeps.
  ...(process.env.ANCHOR_CACHE_DIR ? { cacheDir: process.env.ANCHOR_CACHE_DIR } : {}),
  integrations: [...(siteConfig.integrations ?? []), staticAnchor()],
  // Astro's default is one page at a time; ANCHOR_CONCURRENCY renders more at once in the one process.
  build: { ...siteConfig.build, concurrency: Number(process.env.ANCHOR_CONCURRENCY || 1) },
});
