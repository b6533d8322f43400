import type { EngineContext } from './context.ts';
import { visibleSites, type VisibleSite } from './visible-sites.ts';

export type AnalysedSite = VisibleSite;

/** The sites a dev tool analyses (manage_modules); see `visibleSites`. */
export const analysedSites = (ctx: EngineContext, only: readonly string[] = []): Promise<AnalysedSite[]> =>
  visibleSites(ctx, ['manage_modules'], only);
