import { filterPublicIds, findRelatedIds } from '../../content/queries.ts';
import { publicIdsAhead, relatedIdsAhead } from '../../content/read-ahead.ts';
import { defaultPopulationOf } from './block-type-lookup.ts';
import { populationOf, queryPopulation } from './content-query.ts';
import type { BlockPopulator } from './types.ts';

/** The page item's related content, topped up from the section its type's default population names. */
export const populateRelatedContent: BlockPopulator = async (block, scope, used) => {
  const p = populationOf(block, defaultPopulationOf(scope.blockTypes, block));
  const { db, memos, tenantKey, contentId, now } = scope;
  if (!contentId) return { itemIds: [], underFilled: true };
  const links =
    (await relatedIdsAhead(memos, tenantKey, contentId)) ?? (await findRelatedIds(db, [contentId])).get(contentId)!;
  const candidates = links.filter((id) => !used.content.has(id));
  const related = (
    (await publicIdsAhead(memos, tenantKey, candidates, now)) ?? (await filterPublicIds(db, tenantKey, candidates, now))
  ).slice(0, p.numberOfItems);
  const topUp =
    related.length < p.numberOfItems
      ? await queryPopulation({ ...p, contentIds: [], numberOfItems: p.numberOfItems - related.length }, scope, {
          ...used,
          content: new Set([...used.content, ...related]),
        })
      : [];
  const itemIds = [...related, ...topUp];
  return { itemIds, underFilled: itemIds.length === 0 };
};
