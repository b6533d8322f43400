/*
 * Escaping for the MJML the renderer writes: every text and attribute value that comes from data
 * (item names, teasers, ad copy, template texts) goes through `esc`, so nothing a user typed
 * becomes markup in the e-mail or in the web archive that shows it.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value as HTML: & < > " ' escaped. */
export const esc = (value: string | number | null | undefined) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** `name="value"` pairs for an MJML tag; undefined, null and '' values are left out. */
export const attrs = (values: Record<string, string | number | null | undefined | false>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false)
    .map(([k, v]) => ` ${k}="${esc(v as string | number)}"`)
    .join('');

/** A tag with attributes and (already escaped) content. */
export const tag = (name: string, values: Record<string, string | number | null | undefined | false>, content = '') =>
  `<${name}${attrs(values)}>${content}</${name}>`;

/** A self-closing tag (mj-image, mj-divider, …). */
export const leaf = (name: string, values: Record<string, string | number | null | undefined | false>) =>
  `<${name}${attrs(values)} />`;

/**
 * A calendar day (YYYY-MM-DD: that day) or an ISO timestamp (its day in America/Chicago, as the
 * site shows dates) as "November 28, 2026"; '' when unreadable.
 */
export const longDate = (value: string | null) => {
  if (!value) return '';
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bareDay ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-US', {
        timeZone: bareDay ? 'UTC' : 'America/Chicago',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }).format(date);
};
