import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { loadSectionTree } from '../section-tree.ts';
import { pickSection, sectionLookupInput } from '../section-lookup.ts';
import type { WebsiteSection } from '../section.ts';

export type WebsiteSectionBasic = Pick<
  WebsiteSection,
  'id' | 'name' | 'alias' | 'fullName' | 'canonicalPath' | 'gamAlias'
>;

/** The few fields page chrome needs (ad paths, links) of an active section, by id or alias. */
export async function getWebsiteSectionBasic({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteSectionBasic> {
  const lookup = parseInput(sectionLookupInput, input);
  const tree = await loadSectionTree(ctx.db, tenantKeyOf(ctx));
  const { id, name, alias, fullName, canonicalPath, gamAlias } = pickSection(tree, lookup);
  return { id, name, alias, fullName, canonicalPath, gamAlias };
}
