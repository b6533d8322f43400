import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import { defineBlock, type BlockDefinition } from '../types.ts';

/** A site-user block: shown only on sites with the memberships module (its engine calls fail elsewhere). */
export const siteUserBlock = (component: BlockDefinition['component']) =>
  defineBlock<boolean>({
    component,
    load: async (_props, engine: SiteEngine) => engine.tenant.modules.includes('memberships'),
    isEmpty: ({ loaded }) => !loaded,
  });
