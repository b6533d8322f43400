import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { searchContentInput } from '../search-input.ts';
import { countMatches, searchPage, sectionFacets, typeFacets, type SearchFilter } from '../search-queries.ts';
import { pageInfoOf, toSearchHit, type SearchResult } from '../search-result.ts';
import { searchTerms } from '../search-terms.ts';

const defaultLimit = 10;
const sectionFacetCount = 20;

/**
 * Full-text search over the site's public content, most relevant first: hits of one page, the
 * total, and counts by type and by section (each ignoring its own filter). Sites without the
 * search module answer NOT_FOUND. Text without any word finds nothing.
 */
export async function searchContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SearchResult> {
  const i = parseInput(searchContentInput, input);
  const tenantKey = tenantKeyOf(ctx);
  if (!ctx.tenant?.modules.includes('search')) throw notFound('Search');
  const page = i.page ?? 1;
  const limit = i.limit ?? defaultLimit;
  ctx.markCacheable?.();
  const filter: SearchFilter = {
    tenantKey,
    now: ctx.now(),
    terms: searchTerms(i.text ?? ''),
    type: i.type ?? undefined,
    sectionId: i.websiteSchedule ?? undefined,
  };
  if (filter.terms.length === 0)
    return {
      hits: [],
      totalCount: 0,
      facets: { types: [], sections: [] },
      pageInfo: pageInfoOf({ page, limit, totalCount: 0 }),
    };
  const [rows, totalCount, types, sections] = await Promise.all([
    searchPage(ctx.db, filter, { limit, skip: (page - 1) * limit }),
    countMatches(ctx.db, filter),
    typeFacets(ctx.db, filter),
    sectionFacets(ctx.db, filter, sectionFacetCount),
  ]);
  return {
    hits: rows.map(toSearchHit),
    totalCount,
    facets: { types, sections },
    pageInfo: pageInfoOf({ page, limit, totalCount }),
  };
}
