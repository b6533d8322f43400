import type { EngineContext } from '../../core/context.ts';
import { tenantKeyOf } from '../../core/context.ts';
import type { PopulatedGrid } from '../population/populate-grid.ts';
import type { WebsiteLayoutPage } from '../page.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { getNextSecondaryGrid } from './get-next-secondary-grid.ts';
import { getNextSecondaryPage } from './get-next-secondary-page.ts';
import { getWebsiteLayoutPage } from './get-website-layout-page.ts';

/** Maximum secondary pages or grids (spec public §9, default max page scrolls). */
export const maxLoadMoreParts = 8;

/** The n-th thing a page's load-more shows, with what it depends on (the ids shown before it and itself). */
export type LoadMorePart =
  | {
      kind: 'grid';
      page: WebsiteLayoutPage;
      grid: PopulatedGrid;
      underFilled: boolean;
      shownContentIds: number[];
      last: boolean;
    }
  | {
      kind: 'page';
      page: WebsiteLayoutPage;
      next: WebsiteLayoutPage;
      sectionId: number | null;
      shownContentIds: number[];
      last: boolean;
    }
  /** Paging stopped before it (no next page, an under-filled grid, no load-more, past the maximum). */
  | { kind: 'end'; page: WebsiteLayoutPage };

/**
 * The `index`-th (1-based) grid or page of the load-more of the page at `alias`, computed from the
 * page alone by chaining the paging operations from the start — so the answer is the same for
 * every visitor and can be stored like a page. Null when the alias is no page.
 */
export async function getLoadMorePart({
  ctx,
  alias,
  index,
}: {
  ctx: EngineContext;
  alias: string;
  index: number;
}): Promise<LoadMorePart | null> {
  const page = await getWebsiteLayoutPage({ ctx, input: { alias } }).catch(() => null);
  if (!page || page.redirect || !page.pageType) return null;
  const end = { kind: 'end', page } as const;
  if (!Number.isInteger(index) || index < 1 || index > maxLoadMoreParts) return end;
  const type = page.loadMoreType.type;
  if (type === 'custom-click' || type === 'custom-scroll') return (await nthGrid(ctx, page, index)) ?? end;
  if (type === 'page-click' || type === 'page-scroll') return (await nthPage(ctx, page, index)) ?? end;
  return end;
}

async function nthGrid(ctx: EngineContext, page: WebsiteLayoutPage, index: number): Promise<LoadMorePart | null> {
  if (!page.secondaryGrid.rows.length) return null;
  const settings = await tenantData(ctx).settings(tenantKeyOf(ctx));
  let excluded = { excludeContentIds: page.usedContentIds, excludeIssueIds: page.usedIssueIds };
  for (let n = 1; ; n++) {
    const shownBefore = excluded.excludeContentIds;
    const next = await getNextSecondaryGrid({
      ctx,
      input: {
        gridSettings: { ...excluded, defaultContentTypes: settings.contentStyle.defaultContentTypes },
        pageData: page.pageData,
        secondaryGrid: page.secondaryGrid,
      },
    });
    if (n === index)
      return {
        kind: 'grid',
        page,
        grid: next.grid,
        underFilled: next.underFilled,
        shownContentIds: shownBefore,
        last: next.underFilled || n === maxLoadMoreParts,
      };
    if (next.underFilled) return null;
    excluded = { excludeContentIds: next.excludeContentIds, excludeIssueIds: next.excludeIssueIds };
  }
}

async function nthPage(ctx: EngineContext, page: WebsiteLayoutPage, index: number): Promise<LoadMorePart | null> {
  if (page.pageType !== 'content') return null;
  const content = page.pageData;
  const sectionId = content.primarySection?.id ?? null;
  const shown = [content.id];
  for (let n = 1; ; n++) {
    const next = await getNextSecondaryPage({
      ctx,
      input: { includeContentTypes: [content.type], excludeContentIds: shown, sectionId },
    });
    if (!next || next.id === null) return null;
    if (n === index)
      return { kind: 'page', page, next, sectionId, shownContentIds: [...shown], last: n === maxLoadMoreParts };
    shown.push(next.id);
  }
}
