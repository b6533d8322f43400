import type { ContentType } from '../../../../../content-engine/shared/content-types.ts';
import { adExclusionFlags } from '../../../../../content-engine/shared/enums.ts';
import {
  profileNetworks,
  type ProfileNetwork,
} from '../../../../../content-engine/shared/content-details/contact-details.ts';
import { typeFields, type TypeField } from '../type-fields.ts';
import { eventDateParts, eventDateTime } from './event-dates.ts';
import {
  apparatusKeys,
  inQuartersKeys,
  numberKeys,
  type ApparatusKey,
  type InQuartersKey,
} from './fire-service-keys.ts';

type AdExclusionFlag = (typeof adExclusionFlags)[number];

/** A picked item (key contacts, venue). */
export interface Choice {
  id: number;
  label: string;
}

const addressKeys = ['address1', 'city', 'region', 'postalCode', 'country'] as const;
export type AddressValues = Record<(typeof addressKeys)[number], string>;

/** The editor's type-specific, SEO and ad fields: strings for inputs. */
export interface TypeFieldValues {
  /** Chicago day (yyyy-MM-dd) and optional time (HH:mm) of an event or webinar. */
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  /** An event's venue: copied from a picked Venue item, or typed. */
  venue: AddressValues & { id: number | null; name: string };
  address: AddressValues;
  phone: string;
  fax: string;
  email: string;
  jobTitle: string;
  socialLinks: Record<ProfileNetwork, string>;
  keyContacts: Choice[];
  apparatus: Record<ApparatusKey, string>;
  inQuarters: Record<InQuartersKey, string>;
  seoDescription: string;
  canonicalUrl: string;
  noindex: boolean;
  /** Whether the item's page shows the inquiry form (metadata.enableRmi). */
  enableRmi: boolean;
  /** A digital edition's Zmags publication id (metadata.zmagId): the item is then a zmag page. */
  zmagId: string;
  /** A company's playlist, or the playlist a Video is in (metadata.youtubePlaylistId). */
  youtubePlaylistId: string;
  excludeAds: Record<AdExclusionFlag, boolean>;
  /** The document: a media library file (with its asset id) or an address. */
  file: { src: string; fileName: string; mimeType: string; assetId: number | null };
  embedCode: string;
  linkUrl: string;
  /** The item's metadata as loaded: keys the editor does not show are saved back unchanged. */
  metadataBase: Record<string, unknown>;
}

/** What the editor reads of an item for these fields (getContentForEdit). */
export interface TypeFieldSource {
  startDate: number | null;
  endDate: number | null;
  venue: unknown;
  address: unknown;
  metadata?: unknown;
  excludeAds?: unknown;
  file: unknown;
  embedCode: string | null;
  linkUrl: string | null;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const record = <K extends string>(keys: readonly K[], read: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;
const addressOf = (json: unknown): AddressValues => {
  const a = objectOf(json);
  // Seeded and imported rows say state and address; the editor writes region and address1.
  return {
    ...record(addressKeys, (key) => text(a[key])),
    address1: text(a.address1 ?? a.address),
    region: text(a.region ?? a.state),
  };
};

export function emptyTypeFieldValues(): TypeFieldValues {
  return toTypeFieldValues({
    startDate: null,
    endDate: null,
    venue: {},
    address: {},
    metadata: {},
    excludeAds: {},
    file: {},
    embedCode: null,
    linkUrl: null,
  });
}

export function toTypeFieldValues(item: TypeFieldSource): TypeFieldValues {
  const metadata = objectOf(item.metadata);
  const start = eventDateParts(item.startDate);
  const end = eventDateParts(item.endDate);
  const venue = objectOf(item.venue);
  const file = objectOf(item.file);
  const social = objectOf(metadata.socialLinks);
  const exclude = objectOf(item.excludeAds);
  return {
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
    venue: { ...addressOf(venue), id: typeof venue.id === 'number' ? venue.id : null, name: text(venue.name) },
    address: addressOf(item.address),
    phone: text(metadata.phone),
    fax: text(metadata.fax),
    email: text(metadata.email),
    jobTitle: text(metadata.jobTitle),
    socialLinks: record(profileNetworks, (network) => text(social[network])),
    // Named by the key contacts field once it has looked them up.
    keyContacts: keyContactIdsOf(metadata).map((id) => ({ id, label: `Contact ${id}` })),
    apparatus: record(apparatusKeys, (key) => text(objectOf(metadata.apparatus)[key])),
    inQuarters: record(inQuartersKeys, (key) => text(objectOf(metadata.inQuarters)[key])),
    seoDescription: text(metadata.description),
    canonicalUrl: text(metadata.canonicalUrl),
    noindex: metadata.noindex === true,
    enableRmi: metadata.enableRmi === true,
    zmagId: text(metadata.zmagId),
    youtubePlaylistId: text(metadata.youtubePlaylistId),
    excludeAds: Object.fromEntries(adExclusionFlags.map((flag) => [flag, exclude[flag] === true])) as Record<
      AdExclusionFlag,
      boolean
    >,
    file: {
      src: text(file.src),
      fileName: text(file.fileName),
      mimeType: text(file.mimeType),
      assetId: typeof file.assetId === 'number' ? file.assetId : null,
    },
    embedCode: item.embedCode ?? '',
    linkUrl: item.linkUrl ?? '',
    metadataBase: metadata,
  };
}

/** The ids of an item's key contacts, in order, to look their names up when the editor opens. */
export const keyContactIdsOf = (metadata: unknown): number[] => {
  const ids = objectOf(metadata).keyContactIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

const trimmedRecord = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
const filledAddress = (values: AddressValues) => {
  const filled = addressKeys.map((key) => [key, values[key].trim()] as const).filter(([, value]) => value !== '');
  return filled.length ? Object.fromEntries(filled) : null;
};
/** Number inputs: blank → null, a number → the number, anything else as typed (the engine names it). */
const numbers = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(trimmedRecord(values)).map(([key, value]) => [
      key,
      (numberKeys as readonly string[]).includes(key)
        ? value === ''
          ? null
          : Number.isFinite(Number(value))
            ? Number(value)
            : value
        : value,
    ]),
  );

/**
 * The createContent/updateContent fields of these inputs. The metadata is the loaded one with the
 * editor's keys replaced (blank values are dropped by the engine); a type's own fields are sent
 * only for types that have them.
 */
export function typeFieldInput(type: ContentType, v: TypeFieldValues) {
  const fields = typeFields(type);
  const has = (field: TypeField) => fields.includes(field);
  const metadata: Record<string, unknown> = {
    ...v.metadataBase,
    description: v.seoDescription.trim(),
    canonicalUrl: v.canonicalUrl.trim(),
    noindex: v.noindex || undefined,
    enableRmi: v.enableRmi || undefined,
    zmagId: v.zmagId.trim() || undefined,
  };
  if (has('contact')) Object.assign(metadata, { phone: v.phone.trim(), fax: v.fax.trim(), email: v.email.trim() });
  if (has('jobTitle')) metadata.jobTitle = v.jobTitle.trim();
  if (has('social')) metadata.socialLinks = trimmedRecord(v.socialLinks);
  if (has('keyContacts')) metadata.keyContactIds = v.keyContacts.map((contact) => contact.id);
  if (has('apparatus')) metadata.apparatus = { ...numbers(v.apparatus), kind: v.apparatus.kind || undefined };
  if (has('inQuarters')) metadata.inQuarters = numbers(v.inQuarters);
  if (has('youtubePlaylist')) metadata.youtubePlaylistId = v.youtubePlaylistId.trim() || undefined;
  const venue = filledAddress(v.venue);
  return {
    metadata: JSON.parse(JSON.stringify(metadata)) as Record<string, unknown>,
    excludeAds: Object.fromEntries(Object.entries(v.excludeAds).filter(([, on]) => on)),
    ...(has('eventDates')
      ? {
          startDate: eventDateTime(v.startDay, v.startTime, 'start'),
          endDate: eventDateTime(v.endDay, v.endTime, 'end'),
        }
      : {}),
    ...(has('venue')
      ? {
          venue:
            venue || v.venue.name.trim()
              ? { ...venue, name: v.venue.name.trim(), ...(v.venue.id ? { id: v.venue.id } : {}) }
              : null,
        }
      : {}),
    ...(has('address') ? { address: filledAddress(v.address) } : {}),
    ...(has('embed') ? { embedCode: v.embedCode } : {}),
    ...(has('webinarLink') || has('link') ? { linkUrl: v.linkUrl } : {}),
    ...(has('document')
      ? {
          file: v.file.src.trim()
            ? {
                src: v.file.src.trim(),
                fileName: v.file.fileName.trim() || v.file.src.trim().split('/').pop(),
                ...(v.file.mimeType ? { mimeType: v.file.mimeType } : {}),
                ...(v.file.assetId ? { assetId: v.file.assetId } : {}),
              }
            : null,
        }
      : {}),
  };
}
