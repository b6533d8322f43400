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

/** Newsletter subscription tracking (spec public §7): the widget it came from and the action. */
export const newsletterTrackingSources = ['NlWidgetUnauthenticated', 'NlWidgetAuthenticated'] as const;
export const newsletterTrackingActions = ['OptIn'] as const;

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
}
