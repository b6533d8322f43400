import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import { defineBlock, type BlockDefinition } from '../types.ts';

/** A search block: dropped on sites without the search module (searchContent answers NOT_FOUND there). */
export const searchModuleBlock = (component: BlockDefinition['component']) =>
  defineBlock<boolean>({
    component,
    load: async (_props, engine: SiteEngine) => engine.tenant.modules.includes('search'),
    isEmpty: ({ loaded }) => !loaded,
  });
