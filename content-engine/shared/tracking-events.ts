/**
 * The tracking events of spec public §7, one row each: the event type stored in
 * `tracking_events.type` → its GraphQL mutation. The engine derives its mutations from this table
 * and the tracker its documents, so an event type is added here once. Browser-safe.
 */
export const trackingEvents = {
  pageView: 'trackPageView',
  blueConicRedirect: 'trackBlueConicRedirect',
  registration: 'trackRegistration',
  newsletterSubscription: 'trackNewsletterSubscription',
  blueConicRecommendationClick: 'trackBlueConicRecommendationClick',
  blueConicRecommendationView: 'trackBlueConicRecommendationView',
  companySocialClick: 'trackCompanySocialClick',
  brandSocialClick: 'trackBrandSocialClick',
  shareClick: 'trackShareClick',
  menuClick: 'trackMenuClick',
  sponsoredSearchLogoClick: 'trackSponsoredSearchLogoClick',
  sectionLinkClick: 'trackSectionLinkClick',
  contentBodyClick: 'trackContentBodyClick',
  companyWebsiteClick: 'trackCompanyWebsiteClick',
  favoriteContent: 'trackFavoriteContent',
  magazineIssueClick: 'trackMagazineIssueClick',
  downloadButtonClick: 'trackDownloadButtonClick',
  contentLinkClick: 'trackContentLinkClick',
  omedaInjectionLinkClick: 'trackOmedaInjectionLinkClick',
  blockTitleLinkClick: 'trackBlockTitleLinkClick',
} as const;

export type TrackingEventType = keyof typeof trackingEvents;

export const trackingEventTypes = Object.keys(trackingEvents) as TrackingEventType[];

export const isTrackingEventType = (value: unknown): value is TrackingEventType =>
  typeof value === 'string' && Object.hasOwn(trackingEvents, value);

/**
 * Newsletter subscription tracking (spec public §3 enumerations, §7): where the change was made
 * (the subscribe widget signed out or in, the account page's toggles, registration's choices)
 * and whether it opted in or out.
 */
export const newsletterTrackingSources = [
  'Account',
  'NlWidgetAuthenticated',
  'NlWidgetUnauthenticated',
  'Registration',
] as const;
export type NewsletterTrackingSource = (typeof newsletterTrackingSources)[number];
export const newsletterTrackingActions = ['OptIn', 'OptOut'] as const;
export type NewsletterTrackingAction = (typeof newsletterTrackingActions)[number];

/** The most load-more parts a page shows (spec public §9 default max page scrolls): the highest scroll page. */
export const maxScrollPage = 8;

/**
 * The most query parameters a page view keeps, their name and value lengths, and the characters
 * of all of them together (so a long address still leaves the event under `maxTrackingEventChars`).
 */
export const trackedQueryLimits = { params: 30, name: 100, value: 500, total: 2_000 } as const;

/**
 * Query parameters that carry a secret on this platform's own pages (the account links' `id`, a
 * contract's `token`, the single-sign-on `siteUserToken`) or may elsewhere: never tracked.
 */
export const isSecretQueryParam = (name: string) =>
  name === 'id' || /token|passw|secret|api_?key|^(auth|code|auth_?code|authorization)$/i.test(name);

/** The query parameters of an address a page view keeps: no secrets, within the limits. */
export function trackedQueryParams(search: string): Record<string, string> {
  const kept: Record<string, string> = {};
  let count = 0;
  let chars = 0;
  for (const [name, value] of new URLSearchParams(search)) {
    if (count >= trackedQueryLimits.params) break;
    if (!name || name.length > trackedQueryLimits.name || isSecretQueryParam(name) || Object.hasOwn(kept, name))
      continue;
    const clipped = value.slice(0, trackedQueryLimits.value);
    if (chars + name.length + clipped.length > trackedQueryLimits.total) break;
    kept[name] = clipped;
    chars += name.length + clipped.length;
    count++;
  }
  return kept;
}

/** The most a page's details and an event's payload may weigh together, as JSON characters. */
export const maxTrackingEventChars = 8_000;

/** The page a tracking event happened on (spec public §3 page data, the parts reports use). */
export interface TrackingPageDetails {
  /** The address path of the page (always). */
  path: string;
  /** content, section, issue, publication; error pages have none. */
  pageType?: string;
  id?: number | string;
  contentId?: number;
  type?: string;
  name?: string;
  alias?: string;
  canonicalPath?: string;
  primarySection?: { id: number; name: string; alias: string; fullName?: string };
  company?: { id: number; name: string };
  authors?: string[];
  taxonomy?: { type: string; name: string }[];
  labels?: string[];
  gating?: string;
  published?: number | null;
  referrer?: string;
  /** The page's address without query or fragment (origin and path; the path is `path`). */
  pageUrl?: string;
  /** The title the page shows in the browser. */
  pageTitle?: string;
  /** The address's query parameters, secrets left out (`trackedQueryParams`). */
  queryParams?: Record<string, string>;
  /** The layout the page was rendered with, and its type (`layoutType.type`: content, section, …). */
  layoutId?: number;
  layoutType?: string;
  /** What the page shows, by kind: ids of the content item, its or the page's section, issue, publication, digital edition. */
  sectionId?: number;
  issueId?: number;
  publicationId?: number;
  zmagId?: string;
  /** The newsletter campaign and template a page shows (a campaign's web page). */
  newsletterCampaignId?: number | string;
  newsletterTemplateId?: number | string;
  /** A load-more part: its number (1 to `maxScrollPage`) and the content item of the page it was loaded below. */
  scrollPage?: number;
  scrollFromContentId?: number;
}
