import { fileURLToPath } from 'node:url';
import type { AstroIntegration, ViteUserConfig } from 'astro';

// A plugin of the Vite that Astro runs (its own copy, whose types differ from the root's).
type Plugin = Extract<NonNullable<ViteUserConfig['plugins']>[number], { name: string }>;
import { staticBuildHooks } from './static-build-hooks.ts';

/** The route the anchor builds statically; every other route of site/pages stays on demand. */
export const catchAllRoute = 'site/pages/[...path].astro';

/**
 * Adds `getStaticPaths` (catch-all-paths.ts) to the compiled catch-all page on the server side,
 * so Astro enumerates its pages without site/ being edited.
 */
function catchAllStaticPaths(pageFile: string): Plugin {
  const pathsModule = JSON.stringify(fileURLToPath(new URL('./catch-all-paths.ts', import.meta.url)));
  return {
    name: 'masthead-anchor-catch-all-paths',
    enforce: 'post',
    transform(code, id, options) {
      if (id !== pageFile || !options?.ssr) return null;
      return { code: `${code}\nexport { getStaticPaths } from ${pathsModule};\n`, map: null };
    },
  };
}

/**
 * Astro's own static build of the site's pages (issue 33's anchor): the catch-all route is
 * pre-rendered by Astro from the paths and locals the build hands over (static-build-hooks.ts);
 * the routes that only make sense on demand (accounts, forms, fragments, feeds) are left to the
 * adapter, as Astro builds any site that mixes the two.
 */
export function staticAnchor(): AstroIntegration {
  return {
    name: 'masthead-static-anchor',
    hooks: {
      'astro:config:setup': ({ config, addMiddleware, updateConfig }) => {
        addMiddleware({ entrypoint: new URL('./locals-middleware.ts', import.meta.url), order: 'pre' });
        const pageFile = fileURLToPath(new URL(catchAllRoute, config.root));
        updateConfig({ vite: { plugins: [catchAllStaticPaths(pageFile)] } });
      },
      'astro:route:setup': ({ route }) => {
        route.prerender = route.component === catchAllRoute;
      },
      'astro:build:generated': () => staticBuildHooks().generated(),
    },
  };
}
