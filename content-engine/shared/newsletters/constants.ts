/*
 * The newsletters module's fixed lists (spec admin §3 "Newsletter template", "Newsletter ad",
 * "Newsletter settings"; §9 widths). Shared by the engine, the e-mail renderer and the admin.
 */

/** Template widths in px (admin §9). */
export const newsletterWidths = [700, 750, 800] as const;
export type NewsletterWidth = (typeof newsletterWidths)[number];

/** Header styles: 1 full image, 2 split image plus social, 3 date name logo. */
export const newsletterHeaderStyles = [1, 2, 3] as const;
export const newsletterHeaderStyleLabels: Record<(typeof newsletterHeaderStyles)[number], string> = {
  1: 'Full image',
  2: 'Split image plus social',
  3: 'Date, name and logo',
};

/** Template status: only 1 (active) is offered in selects (admin §4). */
export const newsletterTemplateStatuses = { inactive: 0, active: 1 } as const;

/** The block types a template's grid holds. */
export const newsletterBlockTypes = [
  'contacts',
  'content_list',
  'fixed_ad',
  'html',
  'issue',
  'native_ad',
  'passendo_ad',
] as const;
export type NewsletterBlockType = (typeof newsletterBlockTypes)[number];

export const newsletterBlockTypeLabels: Record<NewsletterBlockType, string> = {
  contacts: 'Contacts',
  content_list: 'Content list',
  fixed_ad: 'Fixed ad',
  html: 'HTML',
  issue: 'Magazine issue',
  native_ad: 'Native ad',
  passendo_ad: 'Passendo ad',
};

/** Ad placements (admin §3 "Newsletter ad"); the sizes are what the renderer frames the image in. */
export const newsletterAdPlacements = [
  'sponsored-content-595',
  'sponsored-content',
  'sponsored-link',
  'job-opening',
  'product-showcase',
  'product-showcase2',
  'rectangle-300x250',
  'leaderboard-600x100',
  'leaderboard-670x90',
  'leaderboard-728x90',
  'billboard-600x250',
  'rectangle-595x335',
  'logo-300x100',
  'logo-600x100',
] as const;
export type NewsletterAdPlacement = (typeof newsletterAdPlacements)[number];

export const newsletterAdPlacementLabels: Record<NewsletterAdPlacement, string> = {
  'sponsored-content-595': 'Sponsored content (595)',
  'sponsored-content': 'Sponsored content',
  'sponsored-link': 'Sponsored link',
  'job-opening': 'Job opening',
  'product-showcase': 'Product showcase',
  'product-showcase2': 'Product showcase 2 (275x400)',
  'rectangle-300x250': 'Rectangle 300x250',
  'leaderboard-600x100': 'Leaderboard 600x100',
  'leaderboard-670x90': 'Leaderboard 670x90',
  'leaderboard-728x90': 'Leaderboard 728x90',
  'billboard-600x250': 'Billboard 600x250',
  'rectangle-595x335': 'Rectangle 595x335',
  'logo-300x100': 'Logo 300x100',
  'logo-600x100': 'Logo 600x100',
};

/** Image-only placements and their frame; the others are native (title, body, image, call to action). */
export const newsletterDisplayAdSizes: Partial<Record<NewsletterAdPlacement, { width: number; height: number }>> = {
  'product-showcase2': { width: 275, height: 400 },
  'rectangle-300x250': { width: 300, height: 250 },
  'leaderboard-600x100': { width: 600, height: 100 },
  'leaderboard-670x90': { width: 670, height: 90 },
  'leaderboard-728x90': { width: 728, height: 90 },
  'billboard-600x250': { width: 600, height: 250 },
  'rectangle-595x335': { width: 595, height: 335 },
  'logo-300x100': { width: 300, height: 100 },
  'logo-600x100': { width: 600, height: 100 },
};

/** Ad labels; `Sponsored by [Company Name]` names the ad's company. */
export const newsletterAdLabels = [
  'Advertisement',
  'Sponsored',
  'Sponsored by [Company Name]',
  'Brought to you by',
] as const;

export const newsletterAdCategories = [
  'Advertising',
  'House Ad',
  'Editorial',
  'Social Media',
  'Survey',
  'Webinar',
  'White Papers',
  'Other',
] as const;

/** Priorities: a higher number wins a position (admin §3). */
export const newsletterAdPriorities = [10, 5, 1] as const;
export const newsletterAdPriorityLabels: Record<(typeof newsletterAdPriorities)[number], string> = {
  10: 'Standard',
  5: 'House-Reserve',
  1: 'House',
};

/** Ad schedule positions (admin §5). */
export const newsletterAdPositionRange = { min: 1, max: 100 } as const;

/**
 * Campaign statuses. The spec's campaign lists show Sent or Sending (the web archive and the
 * `newsletter_campaigns` block); Draft and Scheduled come before.
 */
export const newsletterCampaignStatuses = ['Draft', 'Scheduled', 'Sending', 'Sent'] as const;
export type NewsletterCampaignStatus = (typeof newsletterCampaignStatuses)[number];
/** The statuses a campaign is public in (the archive and `newsletter_campaigns`). */
export const publicCampaignStatuses: readonly NewsletterCampaignStatus[] = ['Sent', 'Sending'];

/** Gmail clips a message whose HTML is larger than this many bytes. */
export const gmailClipBytes = 102 * 1024;
