import type { PageType } from '../shared/enums.ts';
import type { PopulatedGrid } from './population/populate-grid.ts';
import type { Grid } from '../shared/schemas/grid.ts';

/** What getWebsiteLayoutPage answers (spec public §3 "Page"). */
export interface WebsiteLayoutPage {
  /** The id of what the page shows: content, section, issue or publication. */
  id: number | null;
  name: string;
  path: string;
  pageType: PageType | null;
  layoutId: number | null;
  layoutName: string | null;
  layoutType: { type: string } | null;
  loadMoreType: { type: string };
  hideHeader: boolean;
  hideFooter: boolean;
  adExclusions: Record<string, boolean>;
  gatingRequirements: string | null;
  pageData: Record<string, unknown> | null;
  primaryGrid: PopulatedGrid;
  /** Unpopulated: load-more fills it on demand. */
  secondaryGrid: Grid;
  usedContentIds: number[];
  usedIssueIds: number[];
  underFilledBlocks: string[];
  redirect: { to: string; code: number } | null;
}

export const emptyPage = (path: string): WebsiteLayoutPage => ({
  id: null,
  name: '',
  path,
  pageType: null,
  layoutId: null,
  layoutName: null,
  layoutType: null,
  loadMoreType: { type: 'none' },
  hideHeader: false,
  hideFooter: false,
  adExclusions: {},
  gatingRequirements: null,
  pageData: null,
  primaryGrid: { rows: [] },
  secondaryGrid: { rows: [] },
  usedContentIds: [],
  usedIssueIds: [],
  underFilledBlocks: [],
  redirect: null,
});
