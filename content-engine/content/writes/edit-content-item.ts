import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { badInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import type { ContentNode } from '../content-node.ts';
import { hydrateContent } from '../hydrate.ts';
import { findContentById } from '../queries.ts';
import { commitContentWrite, type ContentWriteStep } from './commit-content-write.ts';
import type { ContentFootprint } from './queries.ts';

export interface WriteOptions {
  /** The revision the editor loaded: a write over a newer one is refused (ADR 57). */
  expectedRevision?: number | null;
  /** The change may touch a syndicated copy (its schedules on this site); other changes to a copy are refused. */
  copyMayChange?: boolean;
}

/** What a change to an existing item gets: the transaction, the item as it was, the tenant and the time of the write. */
export interface ItemChange extends Omit<ContentWriteStep, 'before'> {
  item: ContentFootprint;
  tenantKey: string;
  now: number;
}

/** Writes to the item inside the transaction; says whether it wrote a redirect. */
export type ChangeItem = (change: ItemChange) => Promise<{ redirected: boolean } | void>;

/**
 * Changes one item of the request's tenant for a content editor (manage_content): `change` runs
 * in one transaction with the item as it was (NOT_FOUND when the tenant has no such item), and
 * the change is announced once it committed.
 */
export async function writeContentItem(
  ctx: EngineContext,
  id: number,
  change: ChangeItem,
  { expectedRevision, copyMayChange = false }: WriteOptions = {},
): Promise<void> {
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    expectedRevision,
    write: async ({ before, ...step }) => {
      // A syndicated copy follows its origin (ADR 60): an edit here would be lost at its next change.
      if (before!.canonicalUrl !== null && !ctx.system && !copyMayChange)
        throw badInput(
          'id',
          `This item is a syndicated copy of ${before!.canonicalUrl}: edit the original on its own site (its schedules here are this site's to change).`,
        );
      const result = await change({ ...step, item: before!, tenantKey, now });
      return { id, redirected: result?.redirected };
    },
  });
}

/** `writeContentItem`, then the item as its editor sees it. */
export async function editContentItem(
  ctx: EngineContext,
  id: number,
  change: ChangeItem,
  options: WriteOptions = {},
): Promise<ContentNode> {
  await writeContentItem(ctx, id, change, options);
  return editedContent(ctx, tenantKeyOf(ctx), id);
}

/** The item as its editor sees it after a write: full page data, drafts included. */
export async function editedContent(ctx: EngineContext, tenantKey: string, id: number): Promise<ContentNode> {
  const item = await findContentById(ctx.db, tenantKey, id);
  if (!item) throw notFound(`Content ${id}`);
  const sections = await tenantData(ctx).sections(tenantKey);
  const [node] = await hydrateContent([item], {
    db: ctx.db,
    tenantKey,
    sections,
    now: ctx.now(),
    origin: siteOrigin(ctx.tenant!),
    full: true,
  });
  return node!;
}
