import type { NewsletterAdPayload } from './ad-schema.ts';
import type { NewsletterBlock, NewsletterTemplatePayload } from './template-schema.ts';

/*
 * What the e-mail renderer needs, resolved: the engine loads a campaign (or a template's preview
 * for a date) into this shape, and the renderer turns it into HTML and plain text without reading
 * anything else. Absolute URLs throughout (an e-mail has no base URL).
 */

/** One content item as a newsletter shows it. */
export interface NewsletterItem {
  id: number;
  type: string;
  name: string;
  teaser: string;
  /** The item's canonical URL on the site (absolute, before tracking parameters). */
  url: string;
  imageSrc: string | null;
  imageAlt: string;
  /** ISO date of publication, or of the event for events and webinars. */
  date: string | null;
  label: string | null;
  companyName: string | null;
}

/** The ad a fixed_ad or native_ad block shows: the winner of its position for the date. */
export interface NewsletterAdCreative {
  id: number;
  payload: NewsletterAdPayload;
  /** Absolute image and logo URLs ('' when none). */
  imageSrc: string;
  logoSrc: string;
  /** The label with [Company Name] filled in. */
  label: string;
  companyName: string;
  position: number;
  orderId: string;
  lineItemId: string;
}

export interface NewsletterContact {
  id: number;
  name: string;
  title: string;
  email: string;
  phone: string;
  imageSrc: string | null;
  url: string | null;
}

export interface NewsletterIssue {
  id: number;
  name: string;
  publicationName: string;
  coverSrc: string | null;
  url: string;
  digitalEditionUrl: string | null;
  mailDate: string | null;
}

/** A template block with what fills it. */
export interface ResolvedNewsletterBlock {
  block: NewsletterBlock;
  items: NewsletterItem[];
  ad: NewsletterAdCreative | null;
  contacts: NewsletterContact[];
  issue: NewsletterIssue | null;
}

export interface NewsletterRenderInput {
  site: {
    tenantKey: string;
    name: string;
    /** e.g. https://www.example.com (no trailing slash). */
    origin: string;
  };
  template: { id: number; payload: NewsletterTemplatePayload };
  campaign: {
    /** null for a template preview. */
    id: number | null;
    date: string;
    subject: string;
    preheader: string;
  };
  blocks: ResolvedNewsletterBlock[];
  /**
   * Per-recipient links; absent in the web archive and previews (they show no personal link):
   * the one-click unsubscribe page and the subscriber's preferences.
   */
  recipient?: { unsubscribeUrl: string; preferencesUrl: string };
  /** The campaign's page in the web archive, when it has one. */
  webVersionUrl: string | null;
}

export interface RenderedNewsletter {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}
