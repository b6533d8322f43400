import { populationSchema, type Block, type Population } from '../../shared/schemas/grid.ts';
import { filterPublicIds, streamContentIds } from '../../content/queries.ts';
import { defaultPopulationOf } from './block-type-lookup.ts';
import type { BlockPopulator, PageScope, UsedIds } from './types.ts';

/** Parsed populations by block and fallback; blocks come from memoised layouts, so they are stable. */
const parsed = new WeakMap<Block, Map<Partial<Population>, Population>>();
const noFallback: Partial<Population> = {};

/** A block's population: its settings', completed with the given defaults (its block type's `defaultPopulation`). */
export function populationOf(block: Block, fallback: Partial<Population> = noFallback): Population {
  let byFallback = parsed.get(block);
  if (!byFallback) parsed.set(block, (byFallback = new Map()));
  let population = byFallback.get(fallback);
  if (!population)
    byFallback.set(fallback, (population = populationSchema.parse({ ...fallback, ...block.settings.population })));
  return population;
}

/** The section ids a population draws from, or undefined for "anywhere". */
function sectionIdsFor(p: Population, scope: PageScope): number[] | undefined | null {
  if (p.section === undefined) return undefined;
  const id = p.section === 'current' ? scope.sectionId : p.section;
  if (id === null || !scope.sections.byId(id)) return null;
  return p.bubble ? scope.sections.descendantIds(id) : [id];
}

/** The ids a population selects: hand-picked items first, then the pool or a query. */
export async function queryPopulation(p: Population, scope: PageScope, used: UsedIds): Promise<number[]> {
  const picked = p.contentIds.length
    ? (await filterPublicIds(scope.db, scope.tenantKey, p.contentIds, scope.now)).filter(
        (id) => !(p.excludeUsed && used.content.has(id)),
      )
    : [];
  const wanted = p.numberOfItems - picked.length;
  const sectionIds = sectionIdsFor(p, scope);
  // The page company's items: those whose company is the page's item (none off content pages).
  const companyIds = p.pageCompany ? (scope.contentId ? [scope.contentId] : null) : undefined;
  if (wanted <= 0 || sectionIds === null || companyIds === null) return picked.slice(0, p.numberOfItems);
  const excludeIds = p.excludeUsed ? used.content : new Set<number>();
  // The pool knows no companies: a company's list is always a query.
  const pooled =
    picked.length || companyIds ? null : (await scope.pool()).pick({ population: p, sectionIds, excludeIds });
  if (pooled) return pooled;
  return [
    ...picked,
    ...(await streamContentIds(scope.db, scope.tenantKey, {
      now: scope.now,
      includeTypes: p.contentTypes,
      sectionIds,
      scheduleOptions: p.scheduleOption ? [p.scheduleOption] : undefined,
      excludeIds: [...excludeIds, ...picked],
      companyIds,
      sortField: p.sortField,
      sortOrder: p.sortOrder,
      limit: wanted,
      skip: p.skip,
    })),
  ];
}

/** content_list, content_image_grid, section_overview and any block with population settings. */
export const populateContentQuery: BlockPopulator = async (block, scope, used: UsedIds) => {
  const itemIds = await queryPopulation(populationOf(block, defaultPopulationOf(scope.blockTypes, block)), scope, used);
  return { itemIds, underFilled: itemIds.length === 0 };
};
