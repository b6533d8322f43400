import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ContentNode } from '../../content/content-node.ts';
import { hydrateContent } from '../../content/hydrate.ts';
import { findContentByIds } from '../../content/queries.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';

/** Spec public §9: the in-body recommendations show 4 items; a block may ask for up to 12. */
export const recommendationLimits = { default: 4, max: 12 } as const;

const day = 24 * 60 * 60_000;
const ids = z.array(z.number().int().positive()).max(200);

const inputSchema = z.object({
  contentId: z.number().int().positive().nullish(),
  sectionId: z.number().int().positive().nullish(),
  excludeContentIds: ids.nullish(),
  limit: z.number().int().min(1).max(recommendationLimits.max).nullish(),
});

export interface Recommendations {
  /** Which recommender answered: 'local' (our page views) or 'blueconic'. */
  source: string;
  items: ContentNode[];
}

/**
 * Recommended content for a page (spec public §7 getBlueConicRecommendations): the engine's
 * recommender (BlueConic by configuration, else the local one over the tenant's page views) within
 * the window of the BlueConic settings (startDaysAgo..endDaysAgo), kept to the tenant's public
 * items. A failing recommender gives no items (the blocks are dropped) and is logged.
 */
export async function getBlueConicRecommendations({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Recommendations> {
  const i = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const data = tenantData(ctx);
  const { startDaysAgo, endDaysAgo } = (await data.settings(tenantKey)).blueconic.recommendations;
  const now = ctx.now();
  const limit = i.limit ?? recommendationLimits.default;
  const source = ctx.recommender.source;
  let candidates: number[];
  try {
    candidates = await ctx.recommender.recommend({
      tenantKey,
      contentId: i.contentId ?? undefined,
      sectionId: i.sectionId ?? undefined,
      excludeContentIds: i.excludeContentIds ?? [],
      // Asks for more than it shows: some candidates may no longer be public.
      limit: limit * 3,
      since: now - startDaysAgo * day,
      until: now - endDaysAgo * day,
    });
  } catch (error) {
    ctx.log.warn({ source, message: String(error) }, 'recommendations not read');
    return { source, items: [] };
  }
  const rows = await findContentByIds(ctx.db, tenantKey, candidates, { publicOnly: true, now });
  const items = await hydrateContent(rows.slice(0, limit), {
    db: ctx.db,
    memos: ctx.memos,
    tenantKey,
    sections: await data.sections(tenantKey),
    now,
    origin: siteOrigin(ctx.tenant!),
    full: false,
  });
  return { source, items };
}
