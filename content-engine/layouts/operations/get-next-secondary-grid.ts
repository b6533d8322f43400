import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { contentTypes, type ContentType } from '../../shared/content-types.ts';
import { gridSchema, type Block, type Grid } from '../../shared/schemas/grid.ts';
import { pageHydrators, pageScope } from '../page-readers.ts';
import { subjectOfPageData } from '../page-subject.ts';
import { populateGrid, type PopulatedGrid } from '../population/populate-grid.ts';
import { populateContentQuery } from '../population/content-query.ts';
import { populatorFor } from '../population/populator-for.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { tenantLayouts } from '../tenant-layouts.ts';

const ids = z.array(z.number().int().positive()).max(2000).default([]);

export const nextSecondaryGridInput = z
  .object({
    gridSettings: z.object({
      excludeContentIds: ids,
      excludeIssueIds: ids,
      /** The section the grid's "current section" blocks draw from; else the page data's. */
      sectionId: z.number().int().positive().nullish(),
      /** Content types for list blocks that name none (the site's contentStyle.defaultContentTypes). */
      defaultContentTypes: z.array(z.enum(contentTypes)).max(contentTypes.length).default([]),
    }),
    /** The page's data as getWebsiteLayoutPage answered it: its type and subject ids scope the blocks. */
    pageData: z.unknown().optional(),
    secondaryGrid: gridSchema.nullish(),
    /** Read the secondary grid from this layout when none is given. */
    layoutId: z.number().int().positive().nullish(),
  })
  .refine((input) => input.secondaryGrid || input.layoutId, {
    message: 'Give a secondaryGrid or a layoutId.',
    path: ['secondaryGrid'],
  });

export interface NextSecondaryGrid {
  grid: PopulatedGrid;
  /** Some block of the grid came back without items: load-more stops here. */
  underFilled: boolean;
  excludeContentIds: number[];
  excludeIssueIds: number[];
}

/** List blocks that name no content types take the given defaults. */
function withDefaultTypes(blockTypes: EngineContext['blockTypes'], grid: Grid, types: readonly ContentType[]): Grid {
  if (!types.length) return grid;
  const block = (b: Block): Block => {
    const population = (b.settings.population ?? {}) as Record<string, unknown>;
    if (
      populatorFor(blockTypes, b) !== populateContentQuery ||
      (Array.isArray(population.contentTypes) && population.contentTypes.length)
    )
      return b;
    // Partial on purpose: populationOf() completes it with the block type's defaults.
    return {
      ...b,
      settings: {
        ...b.settings,
        population: { ...population, contentTypes: [...types] } as Block['settings']['population'],
      },
    };
  };
  return {
    rows: grid.rows.map((row) => ({
      ...row,
      columns: row.columns.map((column) => ({ ...column, blocks: column.blocks.map(block) })),
    })),
  };
}

/**
 * The next grid of a page's load-more (spec public §7 "Paging"): its secondary grid filled like
 * the primary one, skipping the content and issues already shown, with the ids to skip next.
 */
export async function getNextSecondaryGrid({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NextSecondaryGrid> {
  const { gridSettings, pageData, secondaryGrid, layoutId } = parseInput(nextSecondaryGridInput, input);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const data = tenantData(ctx);
  const [sections, settings] = await Promise.all([data.sections(tenantKey), data.settings(tenantKey)]);
  let grid = secondaryGrid;
  if (!grid) {
    const layout = (await tenantLayouts(ctx, tenantKey)).find((l) => l.id === layoutId);
    if (!layout) throw notFound(`Layout ${layoutId}`);
    grid = layout.secondaryGrid;
  }
  const subject = subjectOfPageData(pageData);
  const scope = {
    ...pageScope(ctx, { tenantKey, now, sections, pageType: subject.pageType, usePool: () => false }),
    ...subject,
  };
  if (gridSettings.sectionId) scope.sectionId = gridSettings.sectionId;
  const used = { content: new Set(gridSettings.excludeContentIds), issues: new Set(gridSettings.excludeIssueIds) };
  const { hydrateCards } = pageHydrators(ctx, {
    tenantKey,
    now,
    sections,
    ungated: settings.memberships.ungatedParagraphs,
  });
  const populated = await populateGrid(
    withDefaultTypes(ctx.blockTypes, grid, gridSettings.defaultContentTypes),
    scope,
    used,
    hydrateCards,
  );
  ctx.markCacheable?.();
  return {
    grid: populated.grid,
    underFilled: populated.underFilledBlocks.length > 0,
    excludeContentIds: [...used.content],
    excludeIssueIds: [...used.issues],
  };
}
