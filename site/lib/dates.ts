/**
 * Spec date style (admin §9): month abbreviations with a period, except March to July spelled
 * out and September as "Sept."; e.g. "Jan. 5, 2026", "June 3, 2026", "Sept. 9, 2026".
 */
const months = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** Intl formatters are costly to create (tens of µs); one per time zone serves every page. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter)
    formatters.set(
      timeZone,
      (formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })),
    );
  return formatter;
};

/**
 * formatToParts costs about 10 µs; a build shows the same items' dates on page after page, so
 * results are kept by time zone and instant (up to a bound).
 */
const formatted = new Map<string, Map<number, string>>();
const maxFormattedPerZone = 20_000;

/** Formats epoch milliseconds in the site's time zone (America/Chicago by default). */
export function formatDisplayDate(epochMs: number, timeZone = 'America/Chicago'): string {
  let zone = formatted.get(timeZone);
  if (!zone) formatted.set(timeZone, (zone = new Map()));
  let text = zone.get(epochMs);
  if (text === undefined) {
    const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    text = `${months[get('month') - 1]} ${get('day')}, ${get('year')}`;
    if (zone.size >= maxFormattedPerZone) zone.clear();
    zone.set(epochMs, text);
  }
  return text;
}
