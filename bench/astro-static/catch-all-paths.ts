import type { GetStaticPaths } from 'astro';
import { staticBuildHooks } from './static-build-hooks.ts';

/**
 * The site's catch-all page (site/pages/[...path].astro) as a static route: one page per tenant
 * path the build was given. The anchor's Vite plugin (static-anchor.ts) adds this export to the
 * compiled page, so site/ is built as it is.
 */
export const getStaticPaths: GetStaticPaths = () =>
  staticBuildHooks().paths.map((path) => ({ params: { path: path === '/' ? undefined : path.slice(1) } }));
