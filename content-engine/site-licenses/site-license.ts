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
  created: number;
  updated: number;
}

export const siteLicenseColumns = ['id', 'company_name', 'ip_ranges', 'status', 'created', 'updated'];

const siteLicenseRow = z.object({
  id: dbNumber,
  company_name: z.string(),
  ip_ranges: dbJson(z.array(z.string())),
  status: z.enum(siteLicenseStatuses),
  created: dbNumber,
  updated: dbNumber,
});

export function toSiteLicense(row: unknown): SiteLicense {
  const { company_name: companyName, ip_ranges: ipRanges, ...rest } = siteLicenseRow.parse(row);
  return { ...rest, companyName, ipRanges };
}
