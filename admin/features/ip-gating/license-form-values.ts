import type { SiteLicenseInput, SiteLicenseItem } from './api/site-license-types.ts';

export interface LicenseFormValues {
  companyName: string;
  /** One address or CIDR range a line. */
  ranges: string;
  active: boolean;
  /** yyyy-mm-dd or ''. */
  startDate: string;
  endDate: string;
  /** Checkbox values: membership ids as text. */
  membershipIds: string[];
}

export const newLicenseValues = (): LicenseFormValues => ({
  companyName: '',
  ranges: '',
  active: true,
  startDate: '',
  endDate: '',
  membershipIds: [],
});

export const toLicenseForm = (license: SiteLicenseItem): LicenseFormValues => ({
  companyName: license.companyName,
  ranges: license.ipRanges.join('\n'),
  active: license.status === 'active',
  startDate: license.startDate ?? '',
  endDate: license.endDate ?? '',
  membershipIds: license.membershipIds.map(String),
});

/** The typed lines, blank ones dropped, each with its line number (1-based) for the messages. */
export function rangeLines(text: string): { value: string; line: number }[] {
  return text
    .split(/\r?\n/)
    .flatMap((value, index) => (value.trim() ? [{ value: value.trim(), line: index + 1 }] : []));
}

export function toLicenseInput(values: LicenseFormValues): SiteLicenseInput {
  return {
    companyName: values.companyName.trim(),
    ipRanges: rangeLines(values.ranges).map((l) => l.value),
    status: values.active ? 'active' : 'inactive',
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    membershipIds: values.membershipIds.map(Number),
  };
}

/**
 * An engine problem as the form shows it: `ipRanges.N` (the Nth sent range) becomes "Line L: …"
 * on the ranges field, L being the line the editor typed it on.
 */
export function licenseProblem(
  problem: { path: string; message: string },
  ranges: string,
): { field: keyof LicenseFormValues; message: string } | null {
  const range = /^ipRanges(?:\.(\d+))?$/.exec(problem.path);
  if (range) {
    const line = range[1] === undefined ? undefined : rangeLines(ranges)[Number(range[1])]?.line;
    return { field: 'ranges', message: line ? `Line ${line}: ${problem.message}` : problem.message };
  }
  if (['companyName', 'startDate', 'endDate', 'membershipIds'].includes(problem.path))
    return { field: problem.path as keyof LicenseFormValues, message: problem.message };
  return null;
}

/** The state a list row shows: switched off, before its start, past its end, or in force. */
export function licenseState(license: Pick<SiteLicenseItem, 'status' | 'startDate' | 'endDate'>, today: string) {
  if (license.status === 'inactive') return 'Inactive';
  if (license.endDate && license.endDate < today) return 'Expired';
  if (license.startDate && license.startDate > today) return 'Not started';
  return 'Active';
}

/** Today as the engine reads licence days (America/Chicago), yyyy-mm-dd. */
export const licenseToday = (now = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
