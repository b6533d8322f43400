import type { ContentNode } from '../content/content-node.ts';
import type { PopulatedGrid } from './population/populate-grid.ts';
import type { Grid } from '../shared/schemas/grid.ts';
import type { issuePageData, publicationPageData, sectionPageData } from './page-data.ts';

export type SectionPageData = ReturnType<typeof sectionPageData>;
export type IssuePageData = ReturnType<typeof issuePageData>;
export type PublicationPageData = ReturnType<typeof publicationPageData>;

/** What every page answer holds, whatever it shows. */
interface PageFrame {
  name: string;
  path: string;
  layoutId: number | null;
  layoutName: string | null;
  layoutType: { type: string } | null;
  loadMoreType: { type: string };
  hideHeader: boolean;
  hideFooter: boolean;
  fullWidth: boolean;
  fullHeight: boolean;
  adExclusions: Record<string, boolean>;
  gatingRequirements: string | null;
  primaryGrid: PopulatedGrid;
  /** Unpopulated: load-more fills it on demand. */
  secondaryGrid: Grid;
  usedContentIds: number[];
  usedIssueIds: number[];
  underFilledBlocks: string[];
  /**
   * The parts of the page that failed to load (spec public §8): a block's content query ("block
   * b1 (content_list)"), the redirect lookup. The page shows without them, and is neither cached
   * nor stored, so the next request tries again.
   */
  failedParts?: string[];
  redirect: { to: string; code: number } | null;
  /** Rendered with an unsaved layout (the layout editor's preview, ADR 46): never stored or cached. */
  draft?: boolean;
}

/**
 * What getWebsiteLayoutPage answers (spec public §3 "Page"), by page type: `id` is the id of what
 * the page shows and `pageData` its data (the content node, the section, the issue, the
 * publication). A path that shows nothing (not found, or a redirect) has no type, id or data.
 */
export type WebsiteLayoutPage =
  | (PageFrame & { pageType: 'content'; id: number; pageData: ContentNode })
  | (PageFrame & { pageType: 'section'; id: number; pageData: SectionPageData })
  | (PageFrame & { pageType: 'issue'; id: number; pageData: IssuePageData })
  | (PageFrame & { pageType: 'publication'; id: number; pageData: PublicationPageData })
  | (PageFrame & { pageType: null; id: null; pageData: null });

/** A page that shows something: a content item, section, issue or publication. */
export type SubjectPage = Exclude<WebsiteLayoutPage, { pageType: null }>;

export const emptyPage = (path: string): WebsiteLayoutPage & { pageType: null } => ({
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
  fullWidth: false,
  fullHeight: true,
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
