import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { hydrateContent } from '../../content/hydrate.ts';
import { findContentByIds, streamContentIds } from '../../content/queries.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import { toFeedItem, type FeedItem } from '../feed-item.ts';

/** Items in a section feed. The spec sets no number; 25 covers a few days of a busy section. */
export const sectionFeedLimit = 25;

const inputSchema = z.object({ alias: z.string().trim().min(1, 'Give the alias of a website section').max(500) });

export interface SectionFeed {
  section: { id: number; name: string; fullName: string; alias: string; description: string; url: string };
  /** Newest first. */
  items: FeedItem[];
}

/**
 * The content scheduled to a website section (and the sections below it, as section pages
 * list it), newest first: the RSS feed linked from section pages (spec public §2).
 */
export async function getSectionFeed({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SectionFeed> {
  const { alias } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const sections = await tenantData(ctx).sections(tenantKey);
  const section = sections.byAlias(alias);
  if (!section) throw new EngineError('NOT_FOUND', `No website section has the alias "${alias}".`);
  const now = ctx.now();
  const ids = await streamContentIds(ctx.db, tenantKey, {
    now,
    sectionIds: sections.descendantIds(section.id),
    sortField: 'published',
    sortOrder: 'desc',
    limit: sectionFeedLimit,
    skip: 0,
  });
  const origin = siteOrigin(ctx.tenant!);
  const items = await findContentByIds(ctx.db, tenantKey, ids, { publicOnly: true, now });
  const nodes = await hydrateContent(items, {
    db: ctx.db,
    memos: ctx.memos,
    tenantKey,
    sections,
    now,
    origin,
    full: false,
  });
  return {
    section: {
      id: section.id,
      name: section.name,
      fullName: section.fullName,
      alias: section.alias,
      description: section.description,
      url: `${origin}${section.canonicalPath}`,
    },
    items: nodes.map((node) => toFeedItem(node, origin)),
  };
}
