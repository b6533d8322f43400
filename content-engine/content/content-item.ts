import { z } from 'zod';
import { dbBoolean, dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';

const record = z.record(z.string(), z.unknown());

export const contentRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  type: z.string(),
  status: dbNumber,
  name: z.string(),
  short_name: z.string().nullable(),
  seo_title: z.string().nullable(),
  teaser: z.string(),
  body: z.string(),
  alias: z.string(),
  canonical_path: z.string(),
  labels: dbJson(z.array(z.string())),
  metadata: dbJson(record),
  gating: dbJson(record),
  membership_ids: dbJson(z.array(z.number())),
  registration_required: dbBoolean,
  venue: dbJson(record),
  address: dbJson(record),
  embed_code: z.string().nullable(),
  link_url: z.string().nullable(),
  file: dbJson(record),
  exclude_ads: dbJson(record),
  company_id: dbNullableNumber,
  primary_section_id: dbNullableNumber,
  primary_image_id: dbNullableNumber,
  layout_id: dbNullableNumber,
  published: dbNullableNumber,
  expires: dbNullableNumber,
  start_date: dbNullableNumber,
  end_date: dbNullableNumber,
  created_by: z.string().nullable(),
  created: dbNumber,
  updated: dbNumber,
});

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
}

export function toContentItem(row: unknown): ContentItem {
  const r = contentRow.parse(row);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    type: r.type,
    status: r.status,
    name: r.name,
    shortName: r.short_name,
    seoTitle: r.seo_title,
    teaser: r.teaser,
    body: r.body,
    alias: r.alias,
    canonicalPath: r.canonical_path,
    labels: r.labels,
    metadata: r.metadata,
    gating: r.gating,
    membershipIds: r.membership_ids,
    registrationRequired: r.registration_required,
    venue: r.venue,
    address: r.address,
    embedCode: r.embed_code,
    linkUrl: r.link_url,
    file: r.file,
    excludeAds: r.exclude_ads,
    companyId: r.company_id,
    primarySectionId: r.primary_section_id,
    primaryImageId: r.primary_image_id,
    layoutId: r.layout_id,
    published: r.published,
    expires: r.expires,
    startDate: r.start_date,
    endDate: r.end_date,
    createdBy: r.created_by,
    created: r.created,
    updated: r.updated,
  };
}
