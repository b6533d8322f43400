import { readCookie, writeCookie } from '../../../content-engine/client/cookies.ts';

export type { NewsItem } from '../../../content-engine/shared/internal-news.ts';
import type { NewsItem } from '../../../content-engine/shared/internal-news.ts';

export const alertWindowMs = 14 * 86_400_000;

/** Spec admin §4: an alert is shown while `alert` is set, its date is within 14 days and it was not dismissed. */
export function isActiveAlert(
  item: Pick<NewsItem, 'alert' | 'date'>,
  { now, dismissed }: { now: number; dismissed: boolean },
): boolean {
  return item.alert && !dismissed && Math.abs(now - item.date) <= alertWindowMs;
}

/** Expanding marks an item read only when it is published and not read yet. */
export const shouldMarkRead = (item: Pick<NewsItem, 'status' | 'hasRead'>) => item.status === 1 && !item.hasRead;

/** The cookie remembering that the alert of one item was dismissed. */
export const dismissedAlertCookie = (id: number) => `newsAlertDismissed-${id}`;

export const isAlertDismissed = (id: number) => readCookie(dismissedAlertCookie(id)) === '1';

export const dismissAlert = (id: number) => writeCookie(dismissedAlertCookie(id), '1', { days: 365 });

const months = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** Spec admin §9: "Nov. 23, 2026", "June 5, 2026", "Sept. 1, 2026" (the calendar day in `timeZone`). */
export function formatNewsDate(epochMs: number, timeZone = 'America/Chicago'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  );
  return `${months[Number(parts.month) - 1]} ${Number(parts.day)}, ${parts.year}`;
}
