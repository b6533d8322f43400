import { chicagoDay } from '../shared/chicago-day.ts';

/**
 * What the reports group a tracking event by, decided once when it is stored (columns of
 * `tracking_events`, rolled up per Chicago day into `tracking_daily`, ADR 0079):
 * - `day`: the Chicago calendar day of `created`;
 * - `contentId`: the content item the event is about — the item acted on for a favourite or a
 *   recommendation (payload.contentId), else the page's item;
 * - `companyId`: the company of the page (a company's own page or an item of that company);
 * - `subject`: the type's own key as a JSON array of short strings, or null (a menu click's
 *   menu, label and link; a page view's page type…).
 */
export interface EventDimensions {
  day: string;
  contentId: number | null;
  companyId: number | null;
  subject: string | null;
}

/** The longest `subject` stored; each part is clipped so the array fits. */
export const maxSubjectChars = 600;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const positiveInt = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)
      ? Number(value)
      : null;

/** The parts of each event type's subject, read from its payload (and page). */
const subjectParts: Record<string, (payload: Record<string, unknown>, page: Record<string, unknown>) => unknown[]> = {
  pageView: (_payload, page) => [page.pageType],
  menuClick: (payload) => [payload.menu, payload.label, payload.href],
  sponsoredSearchLogoClick: (payload) => [payload.place, payload.href],
  blueConicRecommendationClick: (payload) => [payload.placement, payload.source],
  blueConicRecommendationView: (payload) => [payload.placement, payload.source],
  blueConicRedirect: (payload) => [payload.dialog],
  newsletterSubscription: (payload) => [payload.source, payload.action],
  registration: (payload) => [payload.step],
  companySocialClick: (payload) => [payload.network ?? payload.label, payload.href],
  brandSocialClick: (payload) => [payload.network ?? payload.label, payload.href],
  shareClick: (payload) => [payload.network ?? payload.label],
  sectionLinkClick: (payload) => [payload.label, payload.href],
  contentBodyClick: (payload) => [payload.href],
  contentLinkClick: (payload) => [payload.href],
  companyWebsiteClick: (payload) => [payload.href],
  downloadButtonClick: (payload) => [payload.href],
  magazineIssueClick: (payload) => [payload.href],
  omedaInjectionLinkClick: (payload) => [payload.href],
  blockTitleLinkClick: (payload) => [payload.label, payload.href],
};

function subjectOf(type: string, payload: Record<string, unknown>, page: Record<string, unknown>): string | null {
  const parts = subjectParts[type]?.(payload, page).map(text);
  if (!parts || parts.every((part) => part === '')) return null;
  const each = Math.floor((maxSubjectChars - 2 - 3 * parts.length) / parts.length);
  // JSON escapes can lengthen a part; clip again until the whole fits.
  let clipped = parts.map((part) => part.slice(0, each));
  while (JSON.stringify(clipped).length > maxSubjectChars)
    clipped = clipped.map((part) => part.slice(0, Math.floor(part.length * 0.8)));
  return JSON.stringify(clipped);
}

/** The report dimensions of one event. */
export function eventDimensions({
  type,
  page,
  payload,
  created,
}: {
  type: string;
  page: Record<string, unknown>;
  payload: Record<string, unknown>;
  created: number;
}): EventDimensions {
  const company = page.company as { id?: unknown } | undefined;
  return {
    day: chicagoDay(created),
    contentId: positiveInt(payload.contentId) ?? positiveInt(page.contentId),
    companyId: positiveInt(company?.id),
    subject: subjectOf(type, payload, page),
  };
}
