/**
 * Spec date style (admin §9): month abbreviations with a period, except March to July spelled
 * out and September as "Sept."; e.g. "Jan. 5, 2026", "June 3, 2026", "Sept. 9, 2026".
 */
const months = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** Intl formatters are costly to create (tens of µs); one per time zone serves every page. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) formatters.set(timeZone, (formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })));
  return formatter;
};

/** Formats epoch milliseconds in the site's time zone (America/Chicago by default). */
export function formatDisplayDate(epochMs: number, timeZone = 'America/Chicago'): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${months[get('month') - 1]} ${get('day')}, ${get('year')}`;
}
