import { z } from 'zod';
import { dbBoolean, dbJson, dbNumber } from '../core/rows.ts';
import {
  adExclusionFlags,
  layoutTypes,
  loadMoreTypes,
  pageTypes,
  type LayoutType,
  type LoadMoreType,
  type PageType,
} from '../shared/enums.ts';
import { gridSchema, type Grid } from '../shared/schemas/grid.ts';

export const layoutRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  name: z.string(),
  type: z.enum(layoutTypes),
  key: z.string().nullable(),
  aliases: dbJson(z.array(z.string())),
  propagate: dbBoolean,
  page_type: z.enum(pageTypes).nullable(),
  content_types: dbJson(z.array(z.string())),
  gating_requirements: z.string().nullable(),
  is_global: dbBoolean,
  hide_header: dbBoolean,
  hide_footer: dbBoolean,
  full_width: dbBoolean,
  full_height: dbBoolean,
  load_more_type: z.enum(loadMoreTypes),
  ad_exclusions: dbJson(z.partialRecord(z.enum(adExclusionFlags), z.boolean())),
  primary_grid: dbJson(gridSchema),
  secondary_grid: dbJson(gridSchema),
  updated: dbNumber,
});

export interface Layout {
  id: number;
  /** The tenant that owns the layout. */
  tenantKey: string;
  name: string;
  type: LayoutType;
  key: string | null;
  /** Normalised paths ("/", "/equipment"). */
  aliases: string[];
  propagate: boolean;
  pageType: PageType | null;
  contentTypes: string[];
  gatingRequirements: string | null;
  isGlobal: boolean;
  hideHeader: boolean;
  hideFooter: boolean;
  /** The page's main area spans the viewport instead of the site's maximum width. */
  fullWidth: boolean;
  /** The page fills at least the viewport's height (the footer sits at the bottom of a short page). */
  fullHeight: boolean;
  loadMoreType: LoadMoreType;
  adExclusions: Partial<Record<(typeof adExclusionFlags)[number], boolean>>;
  primaryGrid: Grid;
  secondaryGrid: Grid;
  updated: number;
}

/** "/news/", "news", "/News" → "/news"; "" → "/". */
export const normalisePath = (path: string) => {
  const trimmed = path
    .split(/[?#]/)[0]!
    .trim()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

export function toLayout(row: unknown): Layout {
  const r = layoutRow.parse(row);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    name: r.name,
    type: r.type,
    key: r.key,
    aliases: r.aliases.map(normalisePath),
    propagate: r.propagate,
    pageType: r.page_type,
    contentTypes: r.content_types,
    gatingRequirements: r.gating_requirements,
    isGlobal: r.is_global,
    hideHeader: r.hide_header,
    hideFooter: r.hide_footer,
    fullWidth: r.full_width,
    fullHeight: r.full_height,
    loadMoreType: r.load_more_type,
    adExclusions: r.ad_exclusions,
    primaryGrid: r.primary_grid,
    secondaryGrid: r.secondary_grid,
    updated: r.updated,
  };
}
