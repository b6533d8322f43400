import { describe, expect, it } from 'vitest';
import { EngineError } from '../core/errors.ts';
import { parseInput } from '../core/validate.ts';
import { createSiteLicenseInput, updateSiteLicenseInput } from './site-license-input.ts';

const problem = (schema: Parameters<typeof parseInput>[0], input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof EngineError) return `${error.code} ${error.message}`;
    throw error;
  }
  return null;
};

describe('site licence input', () => {
  it('normalises and de-duplicates ranges, active by default, with no term and no memberships named', () => {
    expect(
      parseInput(createSiteLicenseInput, {
        companyName: ' Acme ',
        ipRanges: ['198.51.100.9/24', '198.51.100.0/24', '2001:DB8::1'],
      }),
    ).toEqual({
      companyName: 'Acme',
      ipRanges: ['198.51.100.0/24', '2001:db8::1/128'],
      status: 'active',
      startDate: null,
      endDate: null,
      membershipIds: [],
    });
  });

  it('names each bad range by position and value', () => {
    expect(
      problem(createSiteLicenseInput, { companyName: 'Acme', ipRanges: ['198.51.100.0/24', '10.0.0.300/8'] }),
    ).toBe(
      'BAD_USER_INPUT Invalid input. ipRanges.1: "10.0.0.300/8" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)',
    );
  });

  it('requires a company name and at least one range', () => {
    expect(problem(createSiteLicenseInput, { companyName: '  ', ipRanges: [] })).toBe(
      'BAD_USER_INPUT Invalid input. companyName: Field is required; ipRanges: At least one IP range is required',
    );
    expect(problem(createSiteLicenseInput, {})).toBe(
      'BAD_USER_INPUT Invalid input. companyName: Field is required; ipRanges: Field is required',
    );
  });

  it('leaves out of an update what is not sent', () => {
    expect(parseInput(updateSiteLicenseInput, { id: 4, status: 'inactive' })).toEqual({ id: 4, status: 'inactive' });
    expect(problem(updateSiteLicenseInput, { id: 4, status: 'paused' })).toBe(
      'BAD_USER_INPUT Invalid input. status: Must be active or inactive',
    );
  });
});
