/** Plain text of at most `max` characters: control characters and surrounding space dropped (markup stays text, escaped when rendered). */
export const plainText = (value: unknown, max: number): string =>
  typeof value === 'string'
    ? [...value]
        .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
        .join('')
        .replace(/ {2,}/g, ' ')
        .trim()
        .slice(0, max)
    : '';

/** The address when it is an https URL without credentials, else null. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
}

/** Epoch ms from a number or a date text, or null. */
export function timeOf(value: unknown): number | null {
  const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
}
