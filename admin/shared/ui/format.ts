import { format } from 'date-fns';

const counts = new Intl.NumberFormat('en-US');

/** Large counts use thousands separators (spec admin §9). */
export const formatCount = (value: number) => counts.format(value);

/** A date and time for admin lists, e.g. "Nov 23, 2026 1:05 PM"; '—' when absent. */
export const formatDateTime = (epochMs: number | null | undefined) =>
  epochMs ? format(new Date(epochMs), 'MMM d, yyyy h:mm a') : '—';

/** Today in America/Chicago (YYYY-MM-DD): newsletter dates are Central calendar days. */
export const todayInChicago = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
