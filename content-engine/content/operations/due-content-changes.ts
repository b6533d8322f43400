import { z } from 'zod';
import { normaliseTags, tags as changeTags } from '../../core/change-tags.ts';
import type { EngineContext } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { findContentBoundaries, findFootprints, type ContentBoundary } from '../boundary-queries.ts';
import { isPublic } from '../../core/content-visibility.ts';
import { contentChangeTags } from '../writes/content-change-tags.ts';
import type { ContentFootprint } from '../writes/queries.ts';

const inputSchema = z
  .object({ from: z.number().int().min(0), to: z.number().int().min(0) })
  .refine(({ from, to }) => from < to, { message: 'from must be before to', path: ['to'] });

/** What changed in one tenant's public pages between two times, as a write would tag it. */
export interface DueContentChange {
  tenantKey: string;
  contentIds: number[];
  tags: string[];
}

/**
 * Whether a boundary changed what readers see: the item is public on the side of it where it
 * shows (from a publish date or schedule start on, until an expiry or schedule end).
 */
export function boundaryCounts(
  boundary: Pick<ContentBoundary, 'kind' | 'at'>,
  item: Pick<ContentFootprint, 'status' | 'published' | 'expires'>,
): boolean {
  const showsFrom = boundary.kind === 'published' || boundary.kind === 'scheduleStart';
  return isPublic(item, showsFrom ? boundary.at : boundary.at - 1);
}

/**
 * System work for the content scheduler: the items, per tenant, whose publish date, expiry or
 * website-schedule start/end fell in (from, to], with the dependency tags a write to each would
 * emit (`content:ID`, its types, its sections with their ancestors, its company) plus
 * `path:<canonical path>` for an item that expired, so its page is retired.
 */
export async function dueContentChanges({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<DueContentChange[]> {
  const { from, to } = parseInput(inputSchema, input);
  if (!ctx.system) throw forbidden('Only system work reads due content changes.');
  const byTenant = new Map<string, ContentBoundary[]>();
  for (const boundary of await findContentBoundaries(ctx.db, { from, to })) {
    byTenant.set(boundary.tenantKey, [...(byTenant.get(boundary.tenantKey) ?? []), boundary]);
  }
  const changes: DueContentChange[] = [];
  for (const [tenantKey, boundaries] of byTenant) {
    const items = await findFootprints(
      ctx.db,
      tenantKey,
      boundaries.map((b) => b.contentId),
    );
    const sections = await tenantData(ctx).sections(tenantKey);
    const tags = new Set<string>();
    const contentIds = new Set<number>();
    for (const boundary of boundaries) {
      const item = items.get(boundary.contentId);
      if (!item || !boundaryCounts(boundary, item)) continue;
      contentIds.add(item.id);
      for (const tag of contentChangeTags({ before: null, after: item, redirected: false }, { sections, now: to }))
        tags.add(tag);
      if (boundary.kind === 'expires') tags.add(changeTags.path(item.canonicalPath));
    }
    if (contentIds.size)
      changes.push({ tenantKey, contentIds: [...contentIds].sort((a, b) => a - b), tags: normaliseTags(tags) });
  }
  return changes;
}
