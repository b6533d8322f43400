// @ts-check
import node from '@astrojs/node';

/**
 * @astrojs/node (middleware mode) with one more export: `render(request, locals)`, the Astro app
 * called in-process with a WHATWG Request and no HTTP hop. The build pipeline renders every page
 * through it; the server keeps using the node middleware `handler` for live renders.
 * @param {Parameters<typeof node>[0]} options
 * @returns {import('astro').AstroIntegration}
 */
export default function mastheadAdapter(options) {
  const base = node(options);
  const configDone = base.hooks['astro:config:done'];
  return {
    ...base,
    name: 'masthead-node',
    hooks: {
      ...base.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (adapter) =>
            params.setAdapter({
              ...adapter,
              serverEntrypoint: new URL('./server-entry.mjs', import.meta.url),
              exports: [...(adapter.exports ?? []), 'render'],
            }),
        }),
    },
  };
}
