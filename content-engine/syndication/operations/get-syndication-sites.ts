import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { visibleSites } from '../../core/visible-sites.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';

/** The other sites the user may syndicate to, each with its active sections (manage_content). */
export async function getSyndicationSites({ ctx }: { ctx: EngineContext }) {
  const own = tenantKeyOf(ctx);
  const sites = (await visibleSites(ctx, ['manage_content'])).filter((site) => site.key !== own);
  return Promise.all(
    sites.map(async (site) => ({
      ...site,
      sections: (await tenantData(ctx).sections(site.key))
        .all()
        .filter((section) => section.status === 1)
        .map((section) => ({ id: section.id, fullName: section.fullName || section.name }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName)),
    })),
  );
}
