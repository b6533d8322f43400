import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { contentStatusNames, ContentStatus } from '../../shared/enums.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import { canSeeUnpublished } from '../access.ts';
import type { ContentNode } from '../content-node.ts';
import { hydrateContent } from '../hydrate.ts';
import { findContentById } from '../queries.ts';
import { isPublic } from '../../core/content-visibility.ts';
import { bodyForReader } from '../reader-body.ts';

const inputSchema = z.object({
  id: z.number().int().positive().max(99_999_999),
  /** Only return the item when it has this status. */
  status: z.enum(contentStatusNames).nullish(),
  /** Only return the item when it is public now (default). Editors may pass false to preview. */
  requirePublished: z.boolean().nullish(),
});

/** One content item with its relations (page-data shape). */
export async function getContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id, status, requirePublished } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const publicOnly = requirePublished ?? true;
  if (!publicOnly && !canSeeUnpublished(ctx)) throw forbidden('Only editors may read unpublished content.');
  const now = ctx.now();
  const item = await findContentById(ctx.db, tenantKey, id);
  if (!item || (publicOnly && !isPublic(item, now)) || (status && item.status !== ContentStatus[status]))
    throw notFound(`Content ${id}`);
  const [sections, settings] = await Promise.all([
    tenantData(ctx).sections(tenantKey),
    tenantData(ctx).settings(tenantKey),
  ]);
  const [node] = await hydrateContent([item], {
    db: ctx.db,
    memos: ctx.memos,
    tenantKey,
    sections,
    now,
    origin: siteOrigin(ctx.tenant!),
    full: true,
  });
  return bodyForReader(node!, { ctx, ungated: settings.memberships.ungatedParagraphs });
}
