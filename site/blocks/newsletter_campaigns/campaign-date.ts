const format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** A campaign's calendar day (YYYY-MM-DD) as readers read it: "November 27, 2026"; the text itself if not a day. */
export function campaignDateLabel(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isNaN(time) ? day : format.format(time);
}
