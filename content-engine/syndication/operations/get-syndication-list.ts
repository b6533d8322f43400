import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { visibleSites } from '../../core/visible-sites.ts';
import { listSyndications } from '../queries.ts';
import { syndicationListInput } from '../syndication-input.ts';
import { syndicationViews } from '../syndication-view.ts';

/**
 * The syndications of this site (manage_content): its items shown on other sites (outgoing, the
 * default) or other sites' items shown here (incoming), only with sites the user may see.
 */
export async function getSyndicationList({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const i = parseInput(syndicationListInput, input) ?? {};
  const sites = await visibleSites(ctx, ['manage_content']);
  const { items, totalCount } = await listSyndications(ctx.db, {
    direction: i.direction ?? 'outgoing',
    tenantKey: tenantKeyOf(ctx),
    otherSites: sites.map((site) => site.key),
    search: i.search || undefined,
    limit: i.pagination?.limit ?? 25,
    skip: i.pagination?.skip ?? 0,
  });
  return { items: await syndicationViews(ctx.db, items), totalCount };
}
