// @ts-check
import node from '@astrojs/node';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './precompress-assets.mjs';

/**
 * @astrojs/node (middleware mode) with two more exports: `render(request, locals)`, the Astro app
 * called in-process with a WHATWG Request and no HTTP hop, and `inlineScripts`, the inline scripts
 * its pages may hold (for the CSP). The build pipeline renders every page through `render`; the
 * server keeps using the node middleware `handler` for live renders. After a build,
 * the client assets get their precompressed variants.
 * @param {Parameters<typeof node>[0]} options
 * @returns {import('astro').AstroIntegration}
 */
export default function mastheadAdapter(options) {
  const base = node(options);
  const configDone = base.hooks['astro:config:done'];
  const buildDone = base.hooks['astro:build:done'];
  /** @type {URL | undefined} */
  let clientDir;
  return {
    ...base,
    name: 'masthead-node',
    hooks: {
      ...base.hooks,
      'astro:config:done': (params) => {
        clientDir = params.config.build.client;
        return configDone?.({
          ...params,
          setAdapter: (adapter) =>
            params.setAdapter({
              ...adapter,
              serverEntrypoint: new URL('./server-entry.mjs', import.meta.url),
              exports: [...(adapter.exports ?? []), 'render', 'inlineScripts'],
            }),
        });
      },
      'astro:build:done': async (params) => {
        await buildDone?.(params);
        if (clientDir)
          params.logger.info(
            `precompressed ${await precompressAssets(fileURLToPath(new URL('_astro/', clientDir)))} client assets`,
          );
      },
    },
  };
}
