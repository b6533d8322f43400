import { z } from 'zod';
import type { EngineContext } from '../../../core/context.ts';
import { parseInput } from '../../../core/validate.ts';
import { layoutTypes } from '../../../shared/enums.ts';
import { tenantData } from '../../../tenant-data/tenant-data.ts';
import { preferredLayout } from '../../select-layout.ts';
import { loadLayoutRecords } from '../../writes.ts';
import { analysedSites } from '../../../core/analysed-sites.ts';
import { layoutProblems } from '../layout-problems.ts';
import { pageResolutions } from '../page-resolutions.ts';

const inputSchema = z.object({ sites: z.array(z.string().max(100)).max(500).nullish() }).nullish();

/**
 * Dev tool /admin/layout-analysis (manage_modules): per site the user may see, its layouts by type
 * (in the order the rules prefer them: the site's own before global ones, then the oldest), the
 * layout each kind of page resolves to, and the problems found in its layouts.
 */
export async function getLayoutAnalysis({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { sites: only } = parseInput(inputSchema, input) ?? {};
  const sites = await analysedSites(ctx, only ?? []);
  const knownBlockTypes = new Set(ctx.blockTypes.map((type) => type.type));
  const now = ctx.now();
  return {
    sites: await Promise.all(
      sites.map(async (site) => {
        const [layouts, sections] = await Promise.all([
          loadLayoutRecords(ctx.db, site.key),
          tenantData(ctx).sections(site.key),
        ]);
        const ordered = [...layouts].sort(preferredLayout);
        return {
          site,
          layoutsByType: layoutTypes
            .map((type) => ({
              type,
              layouts: ordered
                .filter((layout) => layout.type === type)
                .map(({ id, name, isGlobal, aliases, contentTypes, key }) => ({
                  id,
                  name,
                  isGlobal,
                  aliases,
                  contentTypes,
                  key,
                })),
            }))
            .filter((group) => group.layouts.length > 0),
          pages: pageResolutions(layouts, sections),
          problems: await layoutProblems({ db: ctx.db, tenantKey: site.key, sections, now, knownBlockTypes }, layouts),
        };
      }),
    ),
  };
}
