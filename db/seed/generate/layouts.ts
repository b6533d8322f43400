import type { LayoutType, LoadMoreType, PageType } from '../../../content-engine/shared/enums.ts';
import type { Grid } from '../../../content-engine/shared/schemas/grid.ts';
import { stamp, type GenContext, day } from './context.ts';
import {
  contentGrid,
  directoryGrid,
  fireServiceGrid,
  eventGrid,
  featureArticleGrid,
  homeGrid,
  issueGrid,
  landingGrids,
  publicationGrid,
  searchGrid,
  sectionGrids,
  videoGrid,
} from './layout-grids.ts';
import type { SectionTree } from './sections.ts';
import { embedWidgetLayouts } from './embed-widgets.ts';
import { widgetsBShowcaseLayouts } from './widgets-b-showcase.ts';

export interface LayoutSpec {
  name: string;
  type: LayoutType;
  key?: string;
  aliases?: string[];
  propagate?: boolean;
  pageType?: PageType;
  contentTypes?: string[];
  isGlobal?: boolean;
  loadMoreType?: LoadMoreType;
  adExclusions?: Record<string, boolean>;
  primary: Grid;
  secondary?: Grid;
}

/** Adds one layout of the tenant (and its tenant row); returns its id. */
export function addLayout(ctx: GenContext, l: LayoutSpec): number {
  const id = ctx.nextId('layouts');
  ctx.data.layouts.push({
    id,
    tenant_key: ctx.tenantKey,
    name: l.name,
    type: l.type,
    key: l.key ?? null,
    aliases: JSON.stringify(l.aliases ?? []),
    propagate: l.propagate ?? false,
    page_type: l.pageType ?? null,
    content_types: JSON.stringify(l.contentTypes ?? []),
    gating_requirements: null,
    is_global: l.isGlobal ?? false,
    hide_header: false,
    hide_footer: false,
    full_width: false,
    full_height: true,
    load_more_type: l.loadMoreType ?? 'none',
    ad_exclusions: JSON.stringify(l.adExclusions ?? {}),
    primary_grid: JSON.stringify(l.primary),
    secondary_grid: JSON.stringify(l.secondary ?? { rows: [] }),
    status: 1,
    ...stamp(ctx, 120 * day),
  });
  // A global layout applies to every tenant; the others list the tenants they serve.
  if (!l.isGlobal) ctx.data.layout_tenants.push({ layout_id: id, tenant_key: ctx.tenantKey });
  return id;
}

/** The tenant's layouts; returns the id of the content-override layout articles may choose. */
export function generateLayouts(
  ctx: GenContext,
  sections: SectionTree,
  { hasMagazine, withGlobal }: { hasMagazine: boolean; withGlobal: boolean },
): { featureLayoutId: number } {
  const landing =
    sections.topical.find((s) => s.depth === 1 && s.alias === 'equipment') ??
    sections.topical.filter((s) => s.depth === 1)[1]!;
  const section = sectionGrids();
  const landingGrid = landingGrids();
  addLayout(ctx, {
    name: 'Home',
    type: 'url-override',
    aliases: ['/'],
    pageType: 'section',
    primary: homeGrid(ctx.brand, sections, hasMagazine),
  });
  addLayout(ctx, {
    name: 'Section',
    type: 'section',
    loadMoreType: 'custom-click',
    primary: section.primary,
    secondary: section.secondary,
  });
  addLayout(ctx, { name: 'Content', type: 'content', loadMoreType: 'page-scroll', primary: contentGrid() });
  addLayout(ctx, { name: 'Video', type: 'content-type-override', contentTypes: ['Video'], primary: videoGrid() });
  addLayout(ctx, {
    name: 'Events & Webinars',
    type: 'content-type-override',
    contentTypes: ['Event', 'Webinar'],
    primary: eventGrid(),
  });
  addLayout(ctx, {
    name: 'Directory',
    type: 'content-type-override',
    contentTypes: ['Company', 'Supplier', 'Contact', 'Venue'],
    primary: directoryGrid(),
  });
  if (ctx.brand.extraContentTypes?.length)
    addLayout(ctx, {
      name: 'Fire Service',
      type: 'content-type-override',
      contentTypes: [...ctx.brand.extraContentTypes],
      primary: fireServiceGrid(),
    });
  addLayout(ctx, {
    name: `${landing.name} Landing`,
    type: 'url-override',
    aliases: [`/${landing.alias}`],
    propagate: true,
    pageType: 'section',
    loadMoreType: 'custom-scroll',
    primary: landingGrid.primary,
    secondary: landingGrid.secondary,
  });
  const featureLayoutId = addLayout(ctx, {
    name: 'Feature Article',
    type: 'content-override',
    contentTypes: ['Article'],
    adExclusions: { contentBodyNativeAd: true },
    primary: featureArticleGrid(),
  });
  if (hasMagazine) {
    addLayout(ctx, { name: 'Magazine Issue', type: 'module', key: 'issue', primary: issueGrid() });
    addLayout(ctx, { name: 'Magazine Publication', type: 'module', key: 'publication', primary: publicationGrid() });
  }
  for (const layout of embedWidgetLayouts(ctx)) addLayout(ctx, layout);
  for (const layout of widgetsBShowcaseLayouts(ctx)) addLayout(ctx, layout);
  if (withGlobal)
    addLayout(ctx, {
      name: 'Search (all sites)',
      type: 'module',
      key: 'search',
      isGlobal: true,
      primary: searchGrid(),
    });
  return { featureLayoutId };
}
