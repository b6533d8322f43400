import { format } from 'date-fns';

export const statusOptions = [
  { value: 'ACTIVE', label: 'Active (on the site)' },
  { value: 'INACTIVE', label: 'Inactive (admin only)' },
];

export const statusLabel = (status: string) => (status === 'ACTIVE' ? 'Active' : 'Inactive');

/** A mail date (noon UTC of its day) as the date field holds it: "2026-03-01". */
export const mailDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A mail date for lists: "Mar 1, 2026" (the stored day, whatever the browser's time zone). */
export const formatMailDate = (at: number) => {
  const day = new Date(at);
  return format(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()), 'MMM d, yyyy');
};

/** react-hook-form's rule of a URL field: blank or an absolute http(s) URL, as the engine checks. */
export const urlRule = {
  pattern: { value: /^\s*(|https?:\/\/\S+)\s*$/i, message: 'Must be an absolute http(s) URL (https://…)' },
};
