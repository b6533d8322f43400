import { z } from 'zod';
import type { EngineContext } from '../../../core/context.ts';
import { parseInput } from '../../../core/validate.ts';
import { analysedSites } from '../../../core/analysed-sites.ts';
import { analysedLayouts } from '../analysis-scope.ts';
import { blockPlacements, type BlockPlacement } from '../block-placements.ts';
import { settingValues } from '../../../shared/setting-values.ts';

const inputSchema = z.object({
  blockType: z.string().trim().min(1, 'Field is required').max(60),
  sites: z.array(z.string().max(100)).max(500).nullish(),
  /** With `value`: list the blocks whose option has that value (`population.scheduleOption`). */
  option: z.string().trim().max(200).nullish(),
  /** The value as JSON ('"Featured"', '6', 'true'); without it, every block that sets the option. */
  value: z.string().max(2000).nullish(),
});

export interface OptionValueCount {
  /** The value as JSON. */
  value: string;
  blockCount: number;
  layoutCount: number;
}

export interface OptionMatch {
  layoutId: number;
  layoutName: string;
  sites: string[];
  grid: BlockPlacement['grid'];
  row: number;
  column: number;
  blockId: string;
  value: string;
}

/**
 * Dev tool /admin/layout-block-option-usage (manage_modules): for one block type, every setting
 * its blocks store (as dotted option paths) with each value, counted in blocks and layouts; and,
 * for a chosen option (and value), the blocks that have it and where. Settings are counted as the
 * grid schema reads them: a population's shared defaults (numberOfItems 1, bubble…) are filled in;
 * settings only a block type's own schema defaults are not.
 */
export async function getLayoutBlockOptionUsage({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { blockType, sites: only, option, value } = parseInput(inputSchema, input);
  const sites = await analysedSites(ctx, only ?? []);
  const layouts = await analysedLayouts(ctx, sites);
  const counts = new Map<string, Map<string, { blocks: number; layouts: Set<number> }>>();
  const matches: OptionMatch[] = [];
  let blockCount = 0;
  for (const layout of layouts)
    for (const { block, grid, row, column } of blockPlacements(layout)) {
      if (block.type !== blockType) continue;
      blockCount++;
      for (const pair of settingValues(block.settings)) {
        const values = counts.get(pair.option) ?? new Map();
        counts.set(pair.option, values);
        const count = values.get(pair.value) ?? { blocks: 0, layouts: new Set<number>() };
        values.set(pair.value, count);
        count.blocks++;
        count.layouts.add(layout.id);
        if (pair.option === option && (value == null || value === pair.value))
          matches.push({
            layoutId: layout.id,
            layoutName: layout.name,
            sites: layout.sites,
            grid,
            row,
            column,
            blockId: block.id,
            value: pair.value,
          });
      }
    }
  const options = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => ({
      option: name,
      values: [...values.entries()]
        .map(([v, count]): OptionValueCount => ({
          value: v,
          blockCount: count.blocks,
          layoutCount: count.layouts.size,
        }))
        .sort((a, b) => b.blockCount - a.blockCount || a.value.localeCompare(b.value)),
    }));
  return { blockType, sites, blockCount, options, matches };
}
