import { z } from 'zod';
import type { EngineContext } from '../../../core/context.ts';
import { parseInput } from '../../../core/validate.ts';
import { analysedSites } from '../../../core/analysed-sites.ts';
import { analysedLayouts } from '../analysis-scope.ts';
import { blockPlacements, type BlockPlacement } from '../block-placements.ts';

const inputSchema = z
  .object({
    /** Only this block type. */
    blockType: z.string().trim().max(60).nullish(),
    /** Only layouts these sites render (default: every site the user may see). */
    sites: z.array(z.string().max(100)).max(500).nullish(),
  })
  .nullish();

export interface LayoutWithBlocks {
  id: number;
  name: string;
  type: string;
  isGlobal: boolean;
  sites: string[];
  placements: Omit<BlockPlacement, 'block' | 'position'>[];
}

export interface BlockTypeUsage {
  blockType: string;
  /** Whether the engine knows the type (a renderer exists for it). */
  known: boolean;
  layoutCount: number;
  blockCount: number;
  layouts: LayoutWithBlocks[];
}

/**
 * Dev tool /admin/layout-block-usage (manage_modules): per block type, the layouts of the sites
 * the user may see that use it — with their sites and where each block sits. Types the engine
 * knows and no layout uses are listed with a count of 0; types no longer known are flagged.
 */
export async function getLayoutBlockUsage({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { blockType, sites: only } = parseInput(inputSchema, input) ?? {};
  const sites = await analysedSites(ctx, only ?? []);
  const layouts = await analysedLayouts(ctx, sites);
  const known = new Set(ctx.blockTypes.map((type) => type.type));
  const usage = new Map<string, BlockTypeUsage>();
  const entry = (type: string) => {
    let found = usage.get(type);
    if (!found)
      usage.set(
        type,
        (found = { blockType: type, known: known.has(type), layoutCount: 0, blockCount: 0, layouts: [] }),
      );
    return found;
  };
  for (const type of known) entry(type);
  for (const layout of layouts)
    for (const { block, grid, row, column } of blockPlacements(layout)) {
      const typeUsage = entry(block.type);
      let user = typeUsage.layouts.at(-1);
      if (user?.id !== layout.id) {
        const { id, name, type, isGlobal, sites: layoutSites } = layout;
        typeUsage.layouts.push((user = { id, name, type, isGlobal, sites: layoutSites, placements: [] }));
        typeUsage.layoutCount++;
      }
      user.placements.push({ grid, row, column });
      typeUsage.blockCount++;
    }
  const types = [...usage.values()].filter((u) => !blockType || u.blockType === blockType);
  return {
    sites,
    blockTypes: types.sort((a, b) => b.layoutCount - a.layoutCount || a.blockType.localeCompare(b.blockType)),
  };
}
