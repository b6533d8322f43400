import { requirePermission } from '../../core/access.ts';
import type { EngineContext } from '../../core/context.ts';
import { blockCatalogueOf, type BlockCatalogue } from '../block-catalogue.ts';

/**
 * Every block type the engine renders, with its label, group, settings as JSON Schema and
 * defaults, and the row and column settings and row layouts: what the layout editor's grid
 * editor generates its forms from (ADR 45). Needs view_site_layouts or manage_site_layouts.
 */
export async function getBlockCatalogue({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<BlockCatalogue> {
  requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts']);
  return blockCatalogueOf(ctx.blockTypes);
}
