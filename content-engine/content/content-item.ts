import {
  isNumber,
  isString,
  readBoolean,
  readJsonArray,
  readJsonObject,
  readNullableNumber,
  readNullableString,
  readNumber,
  readString,
} from '../core/rows.ts';

/** A content item as the engine works with it (camelCase, parsed JSON). */
export interface ContentItem {
  id: number;
  tenantKey: string;
  type: string;
  status: number;
  name: string;
  shortName: string | null;
  seoTitle: string | null;
  teaser: string;
  body: string;
  alias: string;
  canonicalPath: string;
  /** A syndicated copy's canonical URL, its origin's address (ADR 60); null for the site's own items. */
  canonicalUrl: string | null;
  labels: string[];
  metadata: Record<string, unknown>;
  gating: Record<string, unknown>;
  membershipIds: number[];
  registrationRequired: boolean;
  venue: Record<string, unknown>;
  address: Record<string, unknown>;
  embedCode: string | null;
  linkUrl: string | null;
  file: Record<string, unknown>;
  excludeAds: Record<string, unknown>;
  companyId: number | null;
  primarySectionId: number | null;
  primaryImageId: number | null;
  layoutId: number | null;
  published: number | null;
  expires: number | null;
  startDate: number | null;
  endDate: number | null;
  createdBy: string | null;
  created: number;
  updated: number;
  /** Raised by one on every write (conflict detection, ADR 57); 0 for rows no write touched yet. */
  revision: number;
  /** The name of the CMS user who made the last write, when one is recorded. */
  updatedBy: string | null;
}

/** Maps a content row (either dialect) to a ContentItem; checked by hand on this hot path. */
export function toContentItem(row: Record<string, unknown>): ContentItem {
  return {
    id: readNumber(row, 'id'),
    tenantKey: readString(row, 'tenant_key'),
    type: readString(row, 'type'),
    status: readNumber(row, 'status'),
    name: readString(row, 'name'),
    shortName: readNullableString(row, 'short_name'),
    seoTitle: readNullableString(row, 'seo_title'),
    teaser: readString(row, 'teaser'),
    /** Card queries leave the body out. */
    body: readNullableString(row, 'body') ?? '',
    alias: readString(row, 'alias'),
    canonicalPath: readString(row, 'canonical_path'),
    canonicalUrl: readNullableString(row, 'canonical_url'),
    labels: readJsonArray(row, 'labels', isString),
    metadata: readJsonObject(row, 'metadata'),
    gating: readJsonObject(row, 'gating'),
    membershipIds: readJsonArray(row, 'membership_ids', isNumber),
    registrationRequired: readBoolean(row, 'registration_required'),
    venue: readJsonObject(row, 'venue'),
    address: readJsonObject(row, 'address'),
    embedCode: readNullableString(row, 'embed_code'),
    linkUrl: readNullableString(row, 'link_url'),
    file: readJsonObject(row, 'file'),
    excludeAds: readJsonObject(row, 'exclude_ads'),
    companyId: readNullableNumber(row, 'company_id'),
    primarySectionId: readNullableNumber(row, 'primary_section_id'),
    primaryImageId: readNullableNumber(row, 'primary_image_id'),
    layoutId: readNullableNumber(row, 'layout_id'),
    published: readNullableNumber(row, 'published'),
    expires: readNullableNumber(row, 'expires'),
    startDate: readNullableNumber(row, 'start_date'),
    endDate: readNullableNumber(row, 'end_date'),
    createdBy: readNullableString(row, 'created_by'),
    created: readNumber(row, 'created'),
    updated: readNumber(row, 'updated'),
    revision: readNullableNumber(row, 'revision') ?? 0,
    updatedBy: readNullableString(row, 'updated_by_name'),
  };
}

/** Every column but the body: what lists and cards need. */
export const cardColumns = [
  'id',
  'tenant_key',
  'type',
  'status',
  'name',
  'short_name',
  'seo_title',
  'teaser',
  'alias',
  'canonical_path',
  'canonical_url',
  'labels',
  'metadata',
  'gating',
  'membership_ids',
  'registration_required',
  'venue',
  'address',
  'embed_code',
  'link_url',
  'file',
  'exclude_ads',
  'company_id',
  'primary_section_id',
  'primary_image_id',
  'layout_id',
  'published',
  'expires',
  'start_date',
  'end_date',
  'created_by',
  'created',
  'updated',
  'revision',
  'updated_by_name',
].map((column) => `content.${column}`);

/** The same list as one SQL fragment: knex re-quotes 33 identifiers on every query otherwise. */
export const cardColumnsSql = cardColumns.join(', ');
