import { filterPublicIds } from '../../content/queries.ts';
import { populationOf, queryPopulation } from './content-query.ts';
import type { BlockPopulator } from './types.ts';

/** The page item's related content, topped up from its primary section. */
const relatedDefaults = { numberOfItems: 4, section: 'current' } as const;

export const populateRelatedContent: BlockPopulator = async (block, scope, used) => {
  const p = populationOf(block, relatedDefaults);
  if (!scope.contentId) return { itemIds: [], underFilled: true };
  const links = await scope.db('content_relations').where({ content_id: scope.contentId }).orderBy('position').select('related_id');
  const candidates = links.map((link) => Number(link.related_id)).filter((id) => !used.content.has(id));
  const related = (await filterPublicIds(scope.db, scope.tenantKey, candidates, scope.now)).slice(0, p.numberOfItems);
  const topUp = related.length < p.numberOfItems
    ? await queryPopulation({ ...p, contentIds: [], numberOfItems: p.numberOfItems - related.length }, scope, { ...used, content: new Set([...used.content, ...related]) })
    : [];
  const itemIds = [...related, ...topUp];
  return { itemIds, underFilled: itemIds.length === 0 };
};
