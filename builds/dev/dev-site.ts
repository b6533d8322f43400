import type { Engine } from '../../content-engine/core/engine.ts';
import type { SiteHostFactory } from '../../content-engine/http/site-host.ts';
import { createBuildRenderer } from '../render/build-renderer.ts';
import { siteHost } from '../serve/site-host.ts';
import type { SiteServing } from '../serve/site-route.ts';
import { siteDistDir } from '../site-build.ts';
import { createBundleFolders } from './bundle-folders.ts';
import { createDevLoop, type DevLoop, type DevLoopDeps } from './dev-loop.ts';
import { createReloadChannel } from './reload-channel.ts';
import { injectReloadScript } from './reload-injection.ts';
import { isServerCodeToo } from './site-sources.ts';
import { swappableRenderer, swappableSiteModule } from './swappable.ts';
import { watchSiteSources } from './site-watcher.ts';

/**
 * The tenant sites as `npm run dev` serves them (ADR 0086): the site's sources are watched and
 * rebuilt while the server runs (dev-loop.ts), pages carry the reload script, and every page goes
 * through Fastify (the static fast path would skip the script).
 */
export async function createDevSite({
  engine,
  site,
  bundlesRoot,
  build,
  onRebuilt,
}: { engine: Engine; site: SiteServing; bundlesRoot?: string } & Pick<DevLoopDeps, 'build' | 'onRebuilt'>) {
  const folders = createBundleFolders(bundlesRoot);
  await folders.start(siteDistDir);
  const module = swappableSiteModule(site.module);
  const serving: SiteServing = { ...site, module: module.module };
  const renderer = swappableRenderer(createBuildRenderer({ engine, site: site.module }));
  const channel = createReloadChannel();
  const sites = siteHost(serving, { assetsDir: folders.assetsDir });
  const host: SiteHostFactory = (deps) => {
    const inner = sites(deps);
    return {
      fastPath: () => false,
      async register(app) {
        channel.register(app, { tenants: deps.tenants });
        injectReloadScript(app);
        await inner.register(app);
      },
    };
  };
  let loop: DevLoop | undefined;
  let watcher: ReturnType<typeof watchSiteSources> | undefined;
  return {
    serving,
    host,
    /** The build pipeline's renderer (pass it to startBuildPipeline). */
    renderer,
    channel,
    /** The rebuild loop, once the pipeline runs: it queues the full builds after a swap. */
    attach(pipeline: DevLoopDeps['pipeline']): DevLoop {
      loop = createDevLoop({
        engine,
        site: serving,
        pipeline,
        renderer,
        swapModule: module.swap,
        channel,
        folders,
        build,
        onRebuilt,
      });
      return loop;
    },
    /** Rebuilds on every change of the site's sources (attach first). */
    async watch() {
      if (!loop) throw new Error('attach the build pipeline before watching');
      watcher = watchSiteSources({
        onChange(paths, changedAt) {
          const serverCode = paths.filter(isServerCodeToo);
          if (serverCode.length)
            engine.log.warn(
              { files: serverCode },
              'these files also run in the server thread (block registry, loaders): press Enter in this terminal to restart it',
            );
          void loop?.rebuild(paths.slice(0, 5).join(', ') + (paths.length > 5 ? ', …' : ''), changedAt);
        },
      });
      await watcher.ready;
    },
    async stop() {
      await watcher?.close();
      await loop?.stop();
      await folders.remove();
    },
  };
}
