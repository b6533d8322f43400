import type { GetSiteLicenseQuery } from '../../../../content-engine/documents/generated/query/siteLicense/getSiteLicense.ts';
import type { GetSiteLicenseOverlapsQuery } from '../../../../content-engine/documents/generated/query/siteLicense/getSiteLicenseOverlaps.ts';

/** A company's site licence as the admin reads it. */
export type SiteLicenseItem = GetSiteLicenseQuery['getSiteLicense'];

/** What a create or update sends. */
export type SiteLicenseInput = Pick<
  SiteLicenseItem,
  'companyName' | 'ipRanges' | 'status' | 'startDate' | 'endDate' | 'membershipIds'
>;

/** The form's warnings: lines that are no range, ranges overlapping others. */
export type RangeCheck = GetSiteLicenseOverlapsQuery['getSiteLicenseOverlaps'];

/** The list's state filter. */
export type LicenseState = '' | 'active' | 'expired' | 'inactive';
