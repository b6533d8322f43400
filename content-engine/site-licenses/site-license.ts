import { z } from 'zod';
import { dbJson, dbNumber } from '../core/rows.ts';

/** Only active licences match visitors; inactive ones are kept for the record and can be switched back on. */
export const siteLicenseStatuses = ['active', 'inactive'] as const;
export type SiteLicenseStatus = (typeof siteLicenseStatuses)[number];

/** A company's IP-gating record on one site. */
export interface SiteLicense {
  id: number;
  companyName: string;
  /** Normalised CIDR ranges ("198.51.100.0/24", "2001:db8::/32"; a single address is /32 or /128). */
  ipRanges: string[];
  status: SiteLicenseStatus;
  /** First day in force ("2026-01-01", America/Chicago); null: since always. */
  startDate: string | null;
  /** Last day in force; null: open-ended. A licence past it is expired and matches no one. */
  endDate: string | null;
  /** Memberships of the site the licence grants; empty: it passes every gate (spec public §4). */
  membershipIds: number[];
  created: number;
  updated: number;
}

export const siteLicenseColumns = [
  'id',
  'company_name',
  'ip_ranges',
  'status',
  'start_date',
  'end_date',
  'membership_ids',
  'created',
  'updated',
];

const siteLicenseRow = z.object({
  id: dbNumber,
  company_name: z.string(),
  ip_ranges: dbJson(z.array(z.string())),
  status: z.enum(siteLicenseStatuses),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  membership_ids: dbJson(z.array(z.number())),
  created: dbNumber,
  updated: dbNumber,
});

export function toSiteLicense(row: unknown): SiteLicense {
  const r = siteLicenseRow.parse(row);
  return {
    id: r.id,
    companyName: r.company_name,
    ipRanges: r.ip_ranges,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    membershipIds: r.membership_ids,
    created: r.created,
    updated: r.updated,
  };
}

/** Today as a calendar day where the sites' dates are read (spec admin §9: America/Chicago). */
export const licenseDay = (now: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));

/** Whether the licence's term covers the day (both ends included). */
export const inTerm = (license: Pick<SiteLicense, 'startDate' | 'endDate'>, day: string) =>
  (license.startDate === null || license.startDate <= day) && (license.endDate === null || license.endDate >= day);
