import { recordPageWithFailedParts } from '../../content-engine/core/render-failures.ts';
import { recordPageRender, type RenderSource } from '../../content-engine/metrics/render-metrics.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * The renderer, counting each page it renders (the renders metric, by tenant and `source`) and,
 * in this process's health figures, each page rendered without a failing part. Wraps the main
 * thread's renderers (live serving, builds, the pool of worker renders).
 */
export function countingFailures<T extends PageRenderer>(render: T, source: RenderSource): T {
  const counted = async (...args: Parameters<PageRenderer>) => {
    const page = await render(...args);
    recordPageRender(args[0].key, source);
    if (page.failures?.length) recordPageWithFailedParts();
    return page;
  };
  return Object.assign(counted, render);
}
