/**
 * What the anchor's static build (bench/astro-static/build-static.ts) hands to the code Astro
 * bundles and runs in the same process: the pages to build and each render's locals. Held on
 * globalThis, not imported, so the engine and its database stay outside the bundle, as they stay
 * outside the site's server bundle when the Masthead server renders it.
 */
export interface StaticBuildHooks {
  /** The tenant paths the catch-all route builds, in build order. */
  paths: readonly string[];
  /** The locals of one path's render, as the Masthead renderer gives them (builds/render/page-renderer.ts). */
  localsFor(path: string): App.Locals;
  /** One path rendered: its status and how many of its parts failed (locals.failures). */
  rendered(path: string, { status, failures }: { status: number; failures: number }): void;
  /** Astro has written every page (its `astro:build:generated` hook). */
  generated(): void;
}

const key = Symbol.for('masthead.bench.static-build-hooks');
type WithHooks = { [key]?: StaticBuildHooks };

export function installStaticBuildHooks(hooks: StaticBuildHooks) {
  (globalThis as WithHooks)[key] = hooks;
}

export function staticBuildHooks(): StaticBuildHooks {
  const hooks = (globalThis as WithHooks)[key];
  if (!hooks)
    throw new Error('The anchor static build runs through bench/scale-anchor.ts (npm run bench:scale:anchor)');
  return hooks;
}
