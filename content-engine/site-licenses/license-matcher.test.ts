import { describe, expect, it } from 'vitest';
import { createLicenseMatcher } from './license-matcher.ts';

const match = createLicenseMatcher([
  { id: 1, companyName: 'Acme Industrial', ipRanges: ['198.51.100.0/24', '2001:db8:ac::/48'] },
  { id: 2, companyName: 'Acme Lab', ipRanges: ['198.51.100.128/25'] },
  { id: 3, companyName: 'Also Lab', ipRanges: ['198.51.100.128/25'] },
]);

describe('createLicenseMatcher', () => {
  it('finds the company whose range covers an IPv4, IPv6 or IPv4-mapped address', () => {
    expect(match('198.51.100.7')).toEqual({ licenseId: 1, companyName: 'Acme Industrial' });
    expect(match('2001:db8:ac::42')).toEqual({ licenseId: 1, companyName: 'Acme Industrial' });
    expect(match('::ffff:198.51.100.7')).toEqual({ licenseId: 1, companyName: 'Acme Industrial' });
  });

  it('prefers the most specific range, then the oldest licence', () => {
    expect(match('198.51.100.200')).toEqual({ licenseId: 2, companyName: 'Acme Lab' });
  });

  it('answers null for uncovered addresses and for text that is no address', () => {
    expect(match('203.0.113.5')).toBeNull();
    expect(match('127.0.0.1')).toBeNull();
    expect(match('')).toBeNull();
    expect(match('not an address')).toBeNull();
    expect(createLicenseMatcher([])('198.51.100.7')).toBeNull();
  });
});
