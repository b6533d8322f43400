import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { canUseTenant } from '../../core/cms-session.ts';
import { parseInput } from '../../core/validate.ts';
import { syndicationsOfOrigins } from '../queries.ts';
import { contentSyndicationsInput } from '../syndication-input.ts';
import { syndicationViews, type SyndicationView } from '../syndication-view.ts';

/** Where an item of this site is syndicated, on the sites the user may see (manage_content). */
export async function getContentSyndications({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SyndicationView[]> {
  const { contentId } = parseInput(contentSyndicationsInput, input);
  const user = requirePermission(ctx, ['manage_content']);
  const all = await syndicationsOfOrigins(ctx.db, tenantKeyOf(ctx), [contentId]);
  return syndicationViews(
    ctx.db,
    all.filter((s) => ctx.system || canUseTenant(user, s.targetTenantKey)),
  );
}
