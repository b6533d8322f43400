import { z } from 'zod';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import { dbJson } from '../../core/rows.ts';
import { findLeaderGroups } from '../../leaders/leader-groups.ts';
import type { Block } from '../../shared/schemas/grid.ts';
import type { BlockPopulator, PageScope } from './types.ts';

/** Companies per category when the block names no number. */
export const defaultLeadersPerGroup = 12;

const settingsOf = z.object({
  source: z.enum(['programme', 'schedules']).catch('programme'),
  section: z
    .union([z.number().int().positive(), z.literal('current')])
    .optional()
    .catch(undefined),
  numberOfItems: z.number().int().min(1).max(100).catch(defaultLeadersPerGroup),
});

const modulesOf = async ({ db, tenantKey }: PageScope): Promise<string[]> => {
  const row = await db('tenants').where({ key: tenantKey }).first('modules');
  return row ? dbJson(z.array(z.string())).parse(row.modules) : [];
};

/** The category the block asks for: the page's section for 'current', else the id it names. */
const categoryOf = (block: Block, scope: PageScope) => {
  const { section } = settingsOf.parse({ numberOfItems: defaultLeadersPerGroup, ...block.settings });
  return section === 'current' ? scope.sectionId : (section ?? null);
};

/**
 * leading_companies: the tenant's leaders programme (ADR 0070) grouped by the category each
 * company leads in — nothing when the leaders module or the programme is off.
 */
export const populateLeadingCompanies: BlockPopulator = async (block, scope) => {
  const { source, numberOfItems } = settingsOf.parse({ numberOfItems: defaultLeadersPerGroup, ...block.settings });
  const [modules, { settings }] = await Promise.all([modulesOf(scope), findSiteSettings(scope.db, scope.tenantKey)]);
  const groups = await findLeaderGroups({
    db: scope.db,
    tenantKey: scope.tenantKey,
    modules,
    settings,
    sections: scope.sections,
    now: scope.now,
    source,
    sectionId: categoryOf(block, scope),
    limit: numberOfItems,
  });
  const itemIds = [...new Set(groups.flatMap((group) => group.itemIds))];
  return {
    itemIds,
    groups: groups.map(({ section, itemIds }) => ({
      section: { id: section.id, name: section.name, canonicalPath: section.canonicalPath },
      itemIds,
    })),
    underFilled: itemIds.length === 0,
  };
};
