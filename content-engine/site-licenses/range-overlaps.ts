import { normaliseIpRange, parseIpRange, type IpRange } from './ip-ranges.ts';

/** Whether two ranges share an address: of one family, and the wider one contains the other's network. */
export function rangesOverlap(a: IpRange, b: IpRange): boolean {
  if (a.network.kind() !== b.network.kind()) return false;
  const [wide, narrow] = a.bits <= b.bits ? [a, b] : [b, a];
  return narrow.network.match(wide.network, wide.bits);
}

/** A licence's ranges as the check reads them. */
export interface LicenseRangeList {
  id: number;
  companyName: string;
  ipRanges: readonly string[];
}

/** One range of the checked list that shares addresses with another: of the same list (licenseId null) or of another licence. */
export interface RangeOverlap {
  /** The checked range, normalised. */
  range: string;
  /** The range it overlaps. */
  overlaps: string;
  licenseId: number | null;
  companyName: string | null;
}

/** A line of the checked list that is no address or CIDR range (1-based, as the editor numbers lines). */
export interface RangeProblem {
  line: number;
  value: string;
  message: string;
}

export const rangeProblemMessage = (value: string) =>
  `"${value}" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)`;

/**
 * The overlaps of a list of ranges, within itself and against other licences, and its lines that
 * are not ranges. Blank lines are skipped; a range given twice is one range.
 */
export function checkRanges(
  lines: readonly string[],
  others: readonly LicenseRangeList[],
): { problems: RangeProblem[]; overlaps: RangeOverlap[] } {
  const problems: RangeProblem[] = [];
  const ranges: string[] = [];
  lines.forEach((value, index) => {
    if (!value.trim()) return;
    const normalised = normaliseIpRange(value);
    if (!normalised) problems.push({ line: index + 1, value, message: rangeProblemMessage(value) });
    else if (!ranges.includes(normalised)) ranges.push(normalised);
  });
  const parsed = ranges.map((range) => ({ range, parsed: parseIpRange(range) }));
  const overlaps: RangeOverlap[] = [];
  parsed.forEach((a, i) => {
    for (const b of parsed.slice(i + 1))
      if (rangesOverlap(a.parsed, b.parsed))
        overlaps.push({ range: a.range, overlaps: b.range, licenseId: null, companyName: null });
    for (const other of others)
      for (const range of other.ipRanges)
        if (rangesOverlap(a.parsed, parseIpRange(range)))
          overlaps.push({ range: a.range, overlaps: range, licenseId: other.id, companyName: other.companyName });
  });
  return { problems, overlaps };
}
