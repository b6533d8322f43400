import { slugify } from '../core/slugify.ts';
import { newsletterCampaignParam } from '../shared/newsletters/tracking.ts';

/*
 * Tracked links (ADR 73). Links to the newsletter's own site get the UTM parameters and the
 * campaign id the site's tracker reads; links elsewhere (ads, partners, social) get the UTM
 * parameters only and keep any UTM values the advertiser set.
 */

export interface LinkTracking {
  /** The site's origin (https://www.example.com). */
  origin: string;
  /** The template's name; its slug is utm_campaign. */
  templateName: string;
  campaignId: number | null;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** Whether an absolute URL is on the site (its host, with or without www.). */
export const isSiteUrl = (url: URL, origin: string) => url.host.replace(/^www\./, '') === hostOf(origin);

/**
 * `href` with the newsletter's tracking parameters, resolved against the site's origin when it is
 * a path; mailto:/tel: unchanged; '' for anything else (javascript:, data:, unparsable), so a bad
 * link renders as text rather than as a link.
 */
export const trackedHref = (href: string, blockKey: string, tracking: LinkTracking) => {
  const raw = href.trim();
  if (!raw) return '';
  if (/^(mailto|tel):/i.test(raw)) return raw;
  let url: URL;
  try {
    url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, tracking.origin) : new URL(raw);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const own = isSiteUrl(url, tracking.origin);
  const utm: [string, string][] = [
    ['utm_source', 'newsletter'],
    ['utm_medium', 'email'],
    ['utm_campaign', slugify(tracking.templateName, 80) || 'newsletter'],
    ['utm_content', blockKey],
  ];
  for (const [name, value] of utm) if (own || !url.searchParams.has(name)) url.searchParams.set(name, value);
  if (own && tracking.campaignId !== null) url.searchParams.set(newsletterCampaignParam, String(tracking.campaignId));
  return url.toString();
};

/** A path or URL as an absolute URL on the site (image sources); '' when it is neither. */
export const absoluteUrl = (value: string | null | undefined, origin: string) => {
  const raw = (value ?? '').trim();
  if (!raw) return '';
  try {
    const url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, origin) : new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
};
