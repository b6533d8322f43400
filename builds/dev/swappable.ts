import type { Tenant } from '../../content-engine/core/tenant.ts';
import type { BuildRenderer } from '../render/build-renderer.ts';
import type { RenderOptions } from '../render/page-renderer.ts';
import type { SiteModule } from '../render/site-module.ts';

/** A site module whose bundle `swap` replaces: the server's live renders use the newest one from then on. */
export function swappableSiteModule(initial: SiteModule) {
  let current = initial;
  const module: SiteModule = {
    render: (request, locals) => current.render(request, locals),
    get inlineScripts() {
      return current.inlineScripts;
    },
  };
  return {
    module,
    swap(next: SiteModule) {
      current = next;
    },
  };
}

/**
 * A build renderer whose bundle `swap` replaces: renders asked for from then on go to the new
 * renderer; the old one finishes what it was given (queued renders included) and is then closed,
 * so a build running across the swap loses no page.
 */
export function swappableRenderer(initial: BuildRenderer) {
  let current = initial;
  const inFlight = new Map<BuildRenderer, number>([[initial, 0]]);
  const retired = new Map<BuildRenderer, () => void>();
  const closeIfIdle = (renderer: BuildRenderer) => {
    const done = retired.get(renderer);
    if (!done || inFlight.get(renderer)) return;
    retired.delete(renderer);
    inFlight.delete(renderer);
    done();
  };
  const render = async (tenant: Tenant, path: string, options?: RenderOptions) => {
    const renderer = current;
    inFlight.set(renderer, (inFlight.get(renderer) ?? 0) + 1);
    try {
      return await renderer(tenant, path, options);
    } finally {
      inFlight.set(renderer, inFlight.get(renderer)! - 1);
      closeIfIdle(renderer);
    }
  };
  const retire = (renderer: BuildRenderer) =>
    new Promise<void>((done) => {
      retired.set(renderer, done);
      closeIfIdle(renderer);
    }).then(() => renderer.close());
  return Object.assign(render, {
    threads: initial.threads,
    readAhead: (tenant: Tenant, paths: readonly string[]) => current.readAhead?.(tenant, paths),
    /** Renders with `next` from now on; resolves once the previous renderer finished its renders and closed. */
    swap(next: BuildRenderer) {
      const previous = current;
      current = next;
      inFlight.set(next, inFlight.get(next) ?? 0);
      return retire(previous);
    },
    close: () => current.close(),
  });
}

export type SwappableRenderer = ReturnType<typeof swappableRenderer>;
