/** Content status values (spec admin §3). */
export const ContentStatus = { DELETED: 0, PUBLISHED: 1, DRAFT: 2 } as const;
export type ContentStatusValue = (typeof ContentStatus)[keyof typeof ContentStatus];
export const contentStatusNames = ['DELETED', 'PUBLISHED', 'DRAFT'] as const;
export type ContentStatusName = (typeof contentStatusNames)[number];

export const scheduleOptions = ['Standard', 'Featured', 'Pinned', 'Sponsored', 'Recommended'] as const;
export type ScheduleOption = (typeof scheduleOptions)[number];

export const taxonomyTypes = ['Bin', 'Tag', 'Location', 'Organization', 'Person'] as const;
export type TaxonomyType = (typeof taxonomyTypes)[number];

export const modules = ['leaders', 'magazine', 'newsletters', 'search', 'memberships', 'sourceesb'] as const;
export type ModuleName = (typeof modules)[number];

export const menuTypes = [
  'Affiliated_Brands',
  'Footer',
  'Hamburger',
  'Header_Primary',
  'Header_Secondary',
  'Mega_Menu_1',
  'Mega_Menu_2',
  'Mega_Menu_3',
] as const;

export const layoutTypes = [
  'content',
  'section',
  'content-override',
  'content-type-override',
  'url-override',
  'module',
] as const;
export type LayoutType = (typeof layoutTypes)[number];

export const pageTypes = ['content', 'section', 'issue', 'publication'] as const;
export type PageType = (typeof pageTypes)[number];

export const loadMoreTypes = ['none', 'custom-click', 'custom-scroll', 'page-click', 'page-scroll'] as const;
export type LoadMoreType = (typeof loadMoreTypes)[number];

export const adExclusionFlags = [
  'welcomeAd',
  'headerLeaderboardAd',
  'stickyLeaderboardAd',
  'contentBodyNativeAd',
  'contentBodyEmbedAd',
  'contentListNativeAd',
  'reskinAd',
] as const;

export const rowLayouts = ['1', '1_2', '2_1', '1_3', '3_1', '1_1_1', '1_2_1'] as const;
export type RowLayout = (typeof rowLayouts)[number];

/**
 * When a row shows (row setting displayCondition): to everyone, to logged-in site users or to
 * visitors who are not, or on wide or narrow screens only. The pages are the same file for every
 * visitor: the browser applies it (site/lib/audience.ts). Presentation, not access control.
 */
export const rowDisplayConditions = ['always', 'logged-in', 'logged-out', 'desktop', 'mobile'] as const;
export type RowDisplayCondition = (typeof rowDisplayConditions)[number];

export const fonts = [
  'encode_sans_condensed',
  'fira_sans',
  'georgia',
  'ibm_plex_sans',
  'open_sans',
  'poppins',
  'pt_sans',
  'raleway',
] as const;

/**
 * The networks of spec public §3 a page can be shared to. Instagram, YouTube and Other have no
 * share endpoint (they are profiles only: settings `socialLinks`).
 */
export const socialShareNetworks = [
  'facebook',
  'linkedin',
  'twitter',
  'pinterest',
  'flipboard',
  'instapaper',
  'pocket',
  'quora',
  'reddit',
  'skype',
  'telegram',
  'tumblr',
  'whatsapp',
  'email',
] as const;
