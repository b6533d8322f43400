import { parseClientAddress, parseIpRange, rangeContains, type IpRange } from './ip-ranges.ts';

/** What the lookup answers: the licensed company (spec public §7 siteLicenseCompany). */
export interface SiteLicenseCompany {
  companyName: string;
}

/** An active licence as the matcher needs it: its ranges as stored (normalised CIDR strings). */
export interface LicenseRanges {
  id: number;
  companyName: string;
  ipRanges: readonly string[];
}

/** The licence covering an address: the company, and the licence (page views record it). */
export interface LicenseMatch extends SiteLicenseCompany {
  licenseId: number;
}

/** Answers which licence covers a client address, in memory. */
export type LicenseMatcher = (clientAddress: string) => LicenseMatch | null;

/**
 * Parses every range once. When several licences cover an address, the most specific range
 * (longest prefix) wins, then the oldest licence, so overlapping licences answer the same way
 * every time.
 */
export function createLicenseMatcher(licenses: readonly LicenseRanges[]): LicenseMatcher {
  const entries: { id: number; companyName: string; range: IpRange }[] = licenses.flatMap(
    ({ id, companyName, ipRanges }) => ipRanges.map((range) => ({ id, companyName, range: parseIpRange(range) })),
  );
  return (clientAddress) => {
    const address = parseClientAddress(clientAddress);
    if (!address) return null;
    let best: (typeof entries)[number] | null = null;
    for (const entry of entries) {
      if (!rangeContains(entry.range, address)) continue;
      if (!best || entry.range.bits > best.range.bits || (entry.range.bits === best.range.bits && entry.id < best.id))
        best = entry;
    }
    return best ? { licenseId: best.id, companyName: best.companyName } : null;
  };
}
