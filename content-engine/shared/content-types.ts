/** The 19 content types of the spec (admin §1, public §3), with the labels and keys the admin lists use (spec admin §3). */
export const standardContentTypes = [
  'Article',
  'Blog',
  'Company',
  'Contact',
  'Document',
  'Event',
  'Group',
  'MediaGallery',
  'News',
  'Page',
  'Podcast',
  'PressRelease',
  'Product',
  'Promotion',
  'Supplier',
  'Venue',
  'Video',
  'Webinar',
  'Whitepaper',
] as const;

/**
 * The fire-service types (spec admin §2: the Create New list hides the apparatus and in-quarters
 * types except for one tenant): only a tenant whose `extraContentTypes` lists one may create it.
 */
export const tenantOnlyContentTypes = ['Apparatus', 'InQuarters'] as const;

/** Every type the engine stores: the spec's 19 and the tenant-only ones. */
export const contentTypes = [...standardContentTypes, ...tenantOnlyContentTypes] as const;

export type ContentType = (typeof contentTypes)[number];
export type TenantOnlyContentType = (typeof tenantOnlyContentTypes)[number];

export const isTenantOnlyContentType = (type: string): type is TenantOnlyContentType =>
  (tenantOnlyContentTypes as readonly string[]).includes(type);

export interface ContentTypeEntry {
  value: ContentType;
  label: string;
  plural: string;
  editKey: string;
  layoutKey: string;
}

const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');
const kebab = (type: string) => words(type).toLowerCase().replace(/ /g, '-');
const plurals: Partial<Record<ContentType, string>> = {
  Company: 'Companies',
  MediaGallery: 'Media Galleries',
  News: 'News',
  PressRelease: 'Press Releases',
  Apparatus: 'Apparatus',
  InQuarters: 'In Quarters',
};

export const contentTypeEntries: ContentTypeEntry[] = contentTypes.map((value) => ({
  value,
  label: words(value),
  plural: plurals[value] ?? `${words(value)}s`,
  editKey: kebab(value),
  layoutKey: kebab(value),
}));

export const isContentType = (value: string): value is ContentType =>
  (contentTypes as readonly string[]).includes(value);

/** The URL segment content of a type lives under, e.g. /press-release/… */
export const contentPathSegment = (type: ContentType) => kebab(type);
