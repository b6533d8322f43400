import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { findContentByIds, sortColumns, streamContentIds } from '../../content/queries.ts';
import { contentTypes } from '../../shared/content-types.ts';
import type { WebsiteLayoutPage } from '../page.ts';
import { getWebsiteLayoutPage } from './get-website-layout-page.ts';

export const nextSecondaryPageInput = z.object({
  /** One page at a time (spec public §7). */
  limit: z.literal(1).default(1),
  /** The current page's content type. */
  includeContentTypes: z.array(z.enum(contentTypes)).max(contentTypes.length).default([]),
  /** The current item and every page rendered so far. */
  excludeContentIds: z.array(z.number().int().positive()).max(2000).default([]),
  sectionId: z.number().int().positive().nullish(),
  sortField: z.enum(Object.keys(sortColumns) as [keyof typeof sortColumns]).default('published'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * The next page of a content page's load-more (spec public §7 "Paging"): the first public item
 * of the given types scheduled to the section, not yet shown, resolved as its own page (its layout,
 * populated grid and used ids; a membership-gated body cut as everywhere) — or null.
 */
export async function getNextSecondaryPage({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteLayoutPage | null> {
  const { includeContentTypes, excludeContentIds, sectionId, sortField, sortOrder } = parseInput(
    nextSecondaryPageInput,
    input,
  );
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const [nextId] = await streamContentIds(ctx.db, tenantKey, {
    now,
    includeTypes: includeContentTypes,
    sectionIds: sectionId ? [sectionId] : undefined,
    excludeIds: excludeContentIds,
    sortField,
    sortOrder,
    limit: 1,
    skip: 0,
  });
  ctx.markCacheable?.();
  if (nextId === undefined) return null;
  const [item] = await findContentByIds(ctx.db, tenantKey, [nextId], { publicOnly: true, now });
  if (!item) return null;
  const page = await getWebsiteLayoutPage({ ctx, input: { alias: item.canonicalPath } });
  return page.redirect || page.id !== nextId ? null : page;
}
