// @ts-check
import { fileURLToPath } from 'node:url';

/** The renderer entry Astro gives every Preact island (`renderer-url`) in a production build. */
const preactClient = '@astrojs/preact/client.js';
const guardedClient = fileURLToPath(new URL('../../islands/shared/preact-client.ts', import.meta.url));

/**
 * Every island hydrates through `islands/shared/preact-client.ts`, which wraps @astrojs/preact's
 * client so a start-up failure is logged as 'Error while mounting app' and shown as the island's
 * error state (islands/shared/mount-guard.ts). Only the wrapper itself imports the original.
 * @returns {import('vite').Plugin}
 */
export function guardedIslandClient() {
  return {
    name: 'masthead-guarded-island-client',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== preactClient || importer === guardedClient) return null;
      return guardedClient;
    },
  };
}
