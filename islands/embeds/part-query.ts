/**
 * A part number as SourceESB's part pages take it from the page's `?part=` (ADR 66): a letter or
 * digit, then letters, digits and `. _ + / # -` (part numbers use them), 1–64 characters in all;
 * anything else is no part.
 */
export const partNumberPattern = /^[A-Za-z0-9][A-Za-z0-9._+/#-]{0,63}$/;

/** The page's part number from its query string, or null when absent or not a valid part number. */
export function partNumberOf(query: string): string | null {
  const part = new URLSearchParams(query).get('part')?.trim() ?? '';
  return partNumberPattern.test(part) ? part : null;
}

/** The frame address (https) with the page's part number as its `part` parameter, or null without a valid part. */
export function withPartNumber(src: string, query: string): string | null {
  const part = partNumberOf(query);
  if (!part || !src.startsWith('https://')) return null;
  const url = new URL(src);
  url.searchParams.set('part', part);
  return url.href;
}
