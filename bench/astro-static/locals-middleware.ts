import type { MiddlewareHandler } from 'astro';
import { staticBuildHooks } from './static-build-hooks.ts';

/**
 * The anchor's Astro middleware: gives each page render the locals the Masthead renderer passes
 * to `render(request, locals)` (an engine bound to the tenant), and tells the build how it went.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const hooks = staticBuildHooks();
  // As the catch-all page reads its path.
  const path = `/${context.params.path ?? ''}`;
  Object.assign(context.locals, hooks.localsFor(path));
  const response = await next();
  hooks.rendered(path, { status: response.status, failures: context.locals.failures?.length ?? 0 });
  return response;
};
