import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import type { BlockGroup } from '../../../content-engine/shared/block-groups.ts';
import { defineBlockType } from '../block-type.ts';

/**
 * A block shown only on sites with a module: the site-user blocks need memberships, the search
 * blocks search (the engine's calls behind them fail elsewhere).
 */
export const moduleBlockType = <const Type extends string>(
  type: Type,
  { label, group }: { label: string; group: BlockGroup },
  module: 'memberships' | 'search',
) =>
  defineBlockType<Type, boolean>({
    type,
    label,
    group,
    settings: blockSettingsSchema,
    load: async (_props, engine) => engine.tenant.modules.includes(module),
    isEmpty: ({ loaded }) => !loaded,
  });
