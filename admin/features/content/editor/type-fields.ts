import type { ContentType } from '../../../../content-engine/shared/content-types.ts';

/** The type-specific parts of the editor; every type also has the SEO and ad-exclusion fields. */
export type TypeField =
  | 'eventDates'
  | 'venue'
  | 'address'
  | 'contact'
  | 'jobTitle'
  | 'social'
  | 'keyContacts'
  | 'webinarLink'
  | 'document'
  | 'embed'
  | 'link'
  | 'apparatus'
  | 'inQuarters'
  | 'youtubePlaylist';

const fieldsByType: Partial<Record<ContentType, TypeField[]>> = {
  Event: ['eventDates', 'venue', 'link'],
  Webinar: ['eventDates', 'webinarLink'],
  Document: ['document'],
  Whitepaper: ['document', 'link'],
  Video: ['embed', 'youtubePlaylist'],
  Podcast: ['embed', 'link'],
  MediaGallery: ['embed'],
  Company: ['link', 'address', 'contact', 'social', 'keyContacts', 'youtubePlaylist'],
  Supplier: ['link', 'address', 'contact', 'social', 'keyContacts', 'youtubePlaylist'],
  Contact: ['jobTitle', 'address', 'contact', 'social'],
  Product: ['link'],
  Promotion: ['link'],
  PressRelease: ['link'],
  Venue: ['address', 'contact', 'link'],
  Apparatus: ['apparatus'],
  InQuarters: ['inQuarters', 'address'],
};

export const typeFields = (type: ContentType): TypeField[] => fieldsByType[type] ?? [];

/** The label of the generic link field per type. */
export const linkLabel = (type: ContentType) =>
  ({
    Company: 'Company website',
    Supplier: 'Supplier website',
    Product: 'Product page',
    Promotion: 'Promotion link',
    PressRelease: 'Original release',
    Whitepaper: 'External link',
    Podcast: 'Podcast page',
    Event: 'Registration link',
    Venue: 'Venue website',
  })[type as string] ?? 'Link';
