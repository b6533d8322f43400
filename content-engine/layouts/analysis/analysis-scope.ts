import type { AnalysedSite } from '../../core/analysed-sites.ts';
import type { EngineContext } from '../../core/context.ts';
import { loadLayoutRecords, type LayoutRecord } from '../writes.ts';

/** A layout as the analysis tools see it: with the sites (of those analysed) that may render it. */
export interface AnalysedLayout extends LayoutRecord {
  sites: string[];
}

/**
 * The active layouts the sites own, are assigned or use as global ones, each once (by id), with
 * the analysed sites that may render it. Another site's assignments are never listed.
 */
export async function analysedLayouts(ctx: EngineContext, sites: readonly AnalysedSite[]): Promise<AnalysedLayout[]> {
  const byId = new Map<number, AnalysedLayout>();
  const keys = new Set(sites.map((site) => site.key));
  for (const site of sites)
    for (const layout of await loadLayoutRecords(ctx.db, site.key)) {
      const known = byId.get(layout.id);
      if (known) known.sites.push(site.key);
      else
        byId.set(layout.id, {
          ...layout,
          tenants: layout.tenants.filter((key) => keys.has(key)),
          sites: [site.key],
        });
    }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
