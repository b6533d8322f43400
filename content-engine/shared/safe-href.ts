const linkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * An editor's link as a page may write it, or null: an absolute URL only on http(s), mailto or
 * tel (never javascript:, data:, vbscript:…), otherwise a relative reference. The scheme is read
 * as a browser reads it: tabs and line breaks anywhere and controls and spaces at the ends ignored.
 */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const seen = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!seen) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen);
  return !scheme || linkSchemes.has(`${scheme[1]!.toLowerCase()}:`) ? href.trim() : null;
}
