import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ContentNode } from '../../content/content-node.ts';
import { findContentByIds } from '../../content/queries.ts';
import { hydrateContent } from '../../content/hydrate.ts';
import type { WebsiteSection } from '../../sections/section-tree.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import { findLeaderGroups, type LeadersSource } from '../leader-groups.ts';

const inputSchema = z.object({
  /** One category of the programme; the whole leaders tree when absent. */
  sectionId: z.number().int().positive().nullish(),
  /** Companies per category: 12 by default, at most 100. */
  limit: z.number().int().min(1).max(100).nullish(),
});

export interface LeadersStream {
  /** The leaders section (settings.leaders.section); null when the programme is off. */
  section: WebsiteSection | null;
  /** The programme's logo (settings.leaders.logo). */
  logo: string | null;
  groups: { section: WebsiteSection; items: ContentNode[] }[];
}

const nothing: LeadersStream = { section: null, logo: null, groups: [] };

/**
 * The companies of the request tenant's leaders programme, grouped by the category they lead in
 * (ADR 0070), with their logos and company pages; nothing when the leaders module or the
 * programme is off. Public items only, so it answers anyone.
 */
export async function getContentStreamForLeaders({
  ctx,
  input,
  source,
}: {
  ctx: EngineContext;
  input: unknown;
  source: LeadersSource;
}): Promise<LeadersStream> {
  const { sectionId, limit } = parseInput(inputSchema, input ?? {});
  const tenantKey = tenantKeyOf(ctx);
  const data = tenantData(ctx);
  const [settings, sections] = await Promise.all([data.settings(tenantKey), data.sections(tenantKey)]);
  const now = ctx.now();
  const request = { db: ctx.db, tenantKey, modules: ctx.tenant!.modules, settings, sections, now, source };
  const groups = await findLeaderGroups({ ...request, sectionId, limit: limit ?? 12 });
  if (groups.length === 0) return nothing;
  const ids = [...new Set(groups.flatMap((group) => group.itemIds))];
  const items = await findContentByIds(ctx.db, tenantKey, ids, { publicOnly: true, now });
  const hydrateOptions = { db: ctx.db, memos: ctx.memos, tenantKey, sections, now, full: false };
  const nodes = await hydrateContent(items, { ...hydrateOptions, origin: siteOrigin(ctx.tenant!) });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return {
    section: sections.byId(settings.leaders.section!) ?? null,
    logo: settings.leaders.logo || null,
    groups: groups.map((group) => ({
      section: group.section,
      items: group.itemIds.flatMap((id) => byId.get(id) ?? []),
    })),
  };
}
