import { maxViewedItems } from './meter-cookie.ts';

export { maxViewedItems, meterCookieName, parseMeterCookie, serializeMeterCookie } from './meter-cookie.ts';

/**
 * The content meter a visitor carries in the `contentMeter` cookie (spec public §3).
 * Times are epoch milliseconds; `meteringPeriod` is in days. A meter keeps the allowance it was
 * started with until it expires, even if the site's settings change meanwhile.
 */
export interface Meter {
  views: number;
  startTime: number;
  expirationTime: number;
  numberOfFreeViews: number;
  meteringPeriod: number;
  viewedItems: number[];
}

/** Status of a meter (spec public §4 "Content meter status"). */
export type MeterStatus = 'passed-metered-more' | 'passed-metered-out' | 'failed-metered';

/** The site's metering settings a new meter is started with. */
export interface MeterSettings {
  numberOfFreeViews: number;
  meteringPeriod: number;
}

/** Spec public §9: 7 free views per 30 days. */
export const defaultMeterSettings: MeterSettings = { numberOfFreeViews: 7, meteringPeriod: 30 };

const dayMs = 86_400_000;

/**
 * The meter after the visitor opens content item `contentId` at `now` (epoch ms).
 * No meter, or an expired one (`now >= expirationTime`), starts a new meter at 1 view.
 * An id already viewed changes nothing; a new id adds a view and is remembered.
 * Views keep counting past the allowance (remaining then stays clamped at −1); only the most
 * recent {@link maxViewedItems} ids are remembered.
 */
export function recordView({
  meter,
  contentId,
  now,
  settings,
}: {
  meter: Meter | null;
  contentId: number;
  now: number;
  settings: MeterSettings;
}): Meter {
  if (!meter || now >= meter.expirationTime) {
    return {
      views: 1,
      startTime: now,
      expirationTime: now + settings.meteringPeriod * dayMs,
      numberOfFreeViews: settings.numberOfFreeViews,
      meteringPeriod: settings.meteringPeriod,
      viewedItems: [contentId],
    };
  }
  if (meter.viewedItems.includes(contentId)) return meter;
  return { ...meter, views: meter.views + 1, viewedItems: [...meter.viewedItems, contentId].slice(-maxViewedItems) };
}

/** Allowed free views minus views, limited to between −1 and the allowed count. */
export function remainingViews(meter: Meter): number {
  return Math.min(meter.numberOfFreeViews, Math.max(-1, meter.numberOfFreeViews - meter.views));
}

/** `passed-metered-more` while views remain, `passed-metered-out` at exactly 0, otherwise (or with no meter) `failed-metered`. */
export function meterStatus(meter: Meter | null): MeterStatus {
  if (!meter) return 'failed-metered';
  const remaining = remainingViews(meter);
  if (remaining > 0) return 'passed-metered-more';
  return remaining === 0 ? 'passed-metered-out' : 'failed-metered';
}

/** Whether a meter status lets the visitor read metered content. */
export const meterPassed = (status: MeterStatus | null): boolean =>
  status === 'passed-metered-more' || status === 'passed-metered-out';

/**
 * Fills a metering message's placeholders: [VIEWS_REMAINING] (never below 0), [ALLOWED_VIEWS],
 * [VIEWS] and [EXPIRATION_DATE] (MM/dd/yyyy in the local time zone of the runtime — in the browser,
 * where meter messages are shown, that is the visitor's own).
 */
export function meterText(template: string, meter: Meter): string {
  const values: Record<string, string> = {
    VIEWS_REMAINING: String(Math.max(0, remainingViews(meter))),
    ALLOWED_VIEWS: String(meter.numberOfFreeViews),
    VIEWS: String(meter.views),
    EXPIRATION_DATE: monthDayYear(new Date(meter.expirationTime)),
  };
  return template.replace(
    /\[(VIEWS_REMAINING|ALLOWED_VIEWS|VIEWS|EXPIRATION_DATE)\]/g,
    (_match, key: string) => values[key] ?? '',
  );
}

// MM/dd/yyyy by hand: date-fns `format` would add ~30 KB to every gated page's island for it.
const monthDayYear = (date: Date) =>
  [date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('/') +
  `/${date.getFullYear()}`;
