import { describe, expect, it } from 'vitest';
import { licenseProblem, licenseState, rangeLines, toLicenseForm, toLicenseInput } from './license-form-values.ts';

const license = {
  id: 3,
  companyName: 'Acme',
  ipRanges: ['198.51.100.0/24', '2001:db8::/32'],
  status: 'active' as const,
  startDate: '2026-01-01',
  endDate: null,
  membershipIds: [4],
  created: 0,
  updated: 0,
};

describe('licence form values', () => {
  it('edit the ranges one a line and send them back unchanged', () => {
    const form = toLicenseForm(license);
    expect(form).toMatchObject({ ranges: '198.51.100.0/24\n2001:db8::/32', endDate: '', membershipIds: ['4'] });
    const { id: _id, created: _c, updated: _u, ...input } = license;
    expect(toLicenseInput(form)).toEqual(input);
  });

  it('drop blank lines but remember the line each range was typed on', () => {
    expect(rangeLines('10.0.0.0/8\n\n  192.0.2.1 \r\n')).toEqual([
      { value: '10.0.0.0/8', line: 1 },
      { value: '192.0.2.1', line: 3 },
    ]);
  });

  it('name the wrong line of an engine refusal', () => {
    const ranges = '10.0.0.0/8\n\n10.0.0.300';
    expect(licenseProblem({ path: 'ipRanges.1', message: '"10.0.0.300" is not an IP address' }, ranges)).toEqual({
      field: 'ranges',
      message: 'Line 3: "10.0.0.300" is not an IP address',
    });
    expect(licenseProblem({ path: 'ipRanges', message: 'At least one IP range is required' }, '')).toEqual({
      field: 'ranges',
      message: 'At least one IP range is required',
    });
    expect(licenseProblem({ path: 'endDate', message: 'x' }, '')).toEqual({ field: 'endDate', message: 'x' });
    expect(licenseProblem({ path: 'id', message: 'x' }, '')).toBeNull();
  });

  it('tell a row’s state from its status and term', () => {
    expect(licenseState({ status: 'inactive', startDate: null, endDate: null }, '2026-06-01')).toBe('Inactive');
    expect(licenseState({ status: 'active', startDate: null, endDate: '2026-05-31' }, '2026-06-01')).toBe('Expired');
    expect(licenseState({ status: 'active', startDate: '2026-06-02', endDate: null }, '2026-06-01')).toBe(
      'Not started',
    );
    expect(licenseState({ status: 'active', startDate: null, endDate: '2026-06-01' }, '2026-06-01')).toBe('Active');
  });
});
