import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { blockPlacements } from '../../layouts/analysis/block-placements.ts';
import { loadLayoutRecords } from '../../layouts/writes.ts';
import { adReadPermissions } from '../ad-access.ts';
import { adUnitReport } from '../ad-unit-report.ts';
import { houseAdColumns, toHouseAd } from '../house-ad.ts';
import { listAdUnits } from '../queries.ts';

/**
 * /admin/ad-unit-settings-report: every pattern of the site with its settings, the layouts that
 * place it (gam_ad blocks) or exclude it (ad exclusion flags), and its house ads.
 */
export async function getAdUnitSettingsReport({ ctx }: { ctx: EngineContext; input?: unknown }) {
  requirePermission(ctx, adReadPermissions);
  const tenantKey = tenantKeyOf(ctx);
  const [units, layouts, houseAds] = await Promise.all([
    listAdUnits(ctx.db, tenantKey),
    loadLayoutRecords(ctx.db, tenantKey),
    ctx.db('house_ad_creatives').where({ tenant_key: tenantKey }).select(houseAdColumns),
  ]);
  return adUnitReport({
    units,
    layouts: layouts.map((layout) => ({
      id: layout.id,
      name: layout.name,
      adExclusions: layout.adExclusions,
      blocks: blockPlacements(layout).map((placement) => placement.block),
    })),
    houseAds: houseAds.map(toHouseAd),
    now: ctx.now(),
  });
}
