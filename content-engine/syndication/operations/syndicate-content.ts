import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { writeSyndicatedCopy } from '../../content/operations/write-syndicated-copy.ts';
import { findFootprint } from '../../content/writes/queries.ts';
import { siteOrigin } from '../../tenants/site-origin.ts';
import { copyDigest, copyOfOrigin, membershipLimited } from '../copy-of-origin.ts';
import { claimSync, findSyndication, findSyndicationOfCopy, insertSyndication } from '../queries.ts';
import { syndicateInput } from '../syndication-input.ts';
import { syndicationViews, type SyndicationView } from '../syndication-view.ts';
import { targetContext } from '../target-site.ts';

/**
 * /admin/content-syndication (manage_content on both sites): shows an item of this site on
 * sections of another site the user may use, as a copy there that follows its origin and whose
 * canonical URL is the origin's (ADR 60). Syndicating it again to the same site changes where
 * the copy shows. The copy regenerates the other site's pages like its own content.
 */
export async function syndicateContent({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SyndicationView> {
  const { contentId, siteKey, schedules } = parseInput(syndicateInput, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const origin = await findFootprint(ctx.db, tenantKey, contentId);
  if (!origin || origin.status === 0) throw notFound(`Content ${contentId}`);
  const copyOf = await findSyndicationOfCopy(ctx.db, contentId);
  if (copyOf)
    throw badInput('contentId', 'This item is itself a syndicated copy: syndicate the original on its own site.');
  if (membershipLimited(origin))
    throw badInput('contentId', 'Items limited to memberships cannot be syndicated: memberships belong to one site.');
  const target = await targetContext(ctx, siteKey);
  const existing = await findSyndication(ctx.db, contentId, siteKey);
  const now = ctx.now();
  const copy = await copyOfOrigin(ctx.db, {
    origin,
    originUrl: `${siteOrigin(ctx.tenant!)}${origin.canonicalPath}`,
    targetTenantKey: siteKey,
    now,
  });
  const copyContentId = await writeSyndicatedCopy({
    ctx: target,
    id: existing?.copyContentId ?? null,
    copy: { ...copy, schedules },
  });
  if (existing) await claimSync(ctx.db, existing.id, copyDigest(copy), now);
  else
    await insertSyndication(ctx.db, {
      originTenantKey: tenantKey,
      originContentId: contentId,
      targetTenantKey: siteKey,
      copyContentId,
      syncedDigest: copyDigest(copy),
      createdBy: ctx.cmsUser?.username ?? 'system',
      created: now,
    });
  const syndication = await findSyndication(ctx.db, contentId, siteKey);
  return (await syndicationViews(ctx.db, [syndication!]))[0]!;
}
