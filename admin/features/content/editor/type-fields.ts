import type { ContentType } from '../../../../content-engine/shared/content-types.ts';

/** The type-specific parts of the editor (issue 4: event dates and venue, webinar link, document file, video embed, podcast, …). */
export type TypeField = 'eventDates' | 'venue' | 'webinarLink' | 'document' | 'embed' | 'link' | 'startDate';

const fieldsByType: Partial<Record<ContentType, TypeField[]>> = {
  Event: ['eventDates', 'venue'],
  Webinar: ['startDate', 'webinarLink'],
  Document: ['document'],
  Whitepaper: ['document', 'link'],
  Video: ['embed'],
  Podcast: ['embed', 'link'],
  MediaGallery: ['embed'],
  Company: ['link'],
  Supplier: ['link'],
  Product: ['link'],
  Promotion: ['link'],
  PressRelease: ['link'],
  Venue: ['venue'],
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
  })[type as string] ?? 'Link';
