import { z } from 'zod';
import { tags } from '../../../content-engine/core/change-tags.ts';
import { shownTags } from '../../../content-engine/layouts/population/block-tags.ts';
import { populateLeadingCompanies } from '../../../content-engine/layouts/population/leading-companies.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';

/**
 * leading_companies: the leaders programme (ADR 0070) — companies grouped by the category they
 * lead in, with their logos and links to their company pages; dropped when the leaders module or
 * the programme is off or no company leads.
 */
export const leadingCompaniesBlock = defineBlockType({
  type: 'leading_companies',
  label: 'Leading companies',
  group: 'Content lists',
  settings: blockSettingsSchema.extend({
    /** 'programme': companies whose primary section is in the leaders tree; 'schedules': those scheduled to it. */
    source: z.enum(['programme', 'schedules']).optional(),
    /** One category: a section of the leaders tree, or the page's own ('current'). All when absent. */
    section: z.union([z.number().int().positive(), z.literal('current')]).optional(),
    /** Companies per category (12 when absent). */
    numberOfItems: z.number().int().min(1).max(100).optional(),
  }),
  populate: populateLeadingCompanies,
  // A company added, changed or (un)published changes the programme; so does a schedule to a shown category.
  tags: (block) => [
    ...shownTags(block),
    tags.type('Company'),
    ...((block.data as { groups?: { section: { id: number } }[] } | null)?.groups ?? []).map((group) =>
      tags.section(group.section.id),
    ),
  ],
  isEmpty: ({ block }) => !block.data?.groups?.some((group) => group.items.length > 0),
});
