import { recordPageWithFailedParts } from '../../content-engine/core/render-failures.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * The renderer, counting in this process's health figures each page rendered without a failing
 * part. Wraps the main thread's renderers (live serving, builds, the pool of worker renders).
 */
export function countingFailures<T extends PageRenderer>(render: T): T {
  const counted = async (...args: Parameters<PageRenderer>) => {
    const page = await render(...args);
    if (page.failures?.length) recordPageWithFailedParts();
    return page;
  };
  return Object.assign(counted, render);
}
