import { describe, expect, it } from 'vitest';
import { normaliseIpRange, parseClientAddress, parseIpRange, rangeContains } from './ip-ranges.ts';

const contains = (range: string, address: string) => {
  const parsed = parseClientAddress(address);
  if (!parsed) throw new Error(`not an address: ${address}`);
  return rangeContains(parseIpRange(normaliseIpRange(range)!), parsed);
};

describe('normaliseIpRange', () => {
  it('stores the network address of an IPv4 range, and a bare address as /32', () => {
    expect(normaliseIpRange('198.51.100.7/24')).toBe('198.51.100.0/24');
    expect(normaliseIpRange(' 198.51.100.7 ')).toBe('198.51.100.7/32');
    expect(normaliseIpRange('0.0.0.0/0')).toBe('0.0.0.0/0');
  });

  it('stores IPv6 in its compact lower-case form, and a bare address as /128', () => {
    expect(normaliseIpRange('2001:DB8:0:0:1::5/64')).toBe('2001:db8::/64');
    expect(normaliseIpRange('2001:db8::1')).toBe('2001:db8::1/128');
  });

  it('stores an IPv4-mapped range as the IPv4 range it covers', () => {
    expect(normaliseIpRange('::ffff:198.51.100.9/120')).toBe('198.51.100.0/24');
    expect(normaliseIpRange('::ffff:198.51.100.9')).toBe('198.51.100.9/32');
    expect(normaliseIpRange('::ffff:0:0/80')).toBe('::/80');
  });

  it('refuses what is not an address or CIDR range', () => {
    for (const bad of [
      '',
      'acme',
      '198.51.100.300',
      '198.51.100.0/33',
      '2001:db8::/129',
      '198.51.100.0/',
      '198.51.100.0/2a',
      '198.51.100.0/24/8',
      '127.1',
      '0x7f.0.0.1',
      '010.0.0.1',
      'fe80::1%eth0',
      '198.51.100.0 - 198.51.100.255',
      '198.51.100.0/-1',
    ]) {
      expect(normaliseIpRange(bad), bad).toBeNull();
    }
  });
});

describe('parseClientAddress', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6 (as IPv4)', () => {
    expect(parseClientAddress('198.51.100.7')?.toString()).toBe('198.51.100.7');
    expect(parseClientAddress('2001:db8::7')?.toString()).toBe('2001:db8::7');
    expect(parseClientAddress('::ffff:198.51.100.7')?.toString()).toBe('198.51.100.7');
    expect(parseClientAddress('fe80::1%eth0')?.kind()).toBe('ipv6');
  });

  it('answers null for anything else', () => {
    for (const bad of ['', 'unknown', '198.51.100.7, 203.0.113.1', '127.1', '198.51.100.7:8080'])
      expect(parseClientAddress(bad), bad).toBeNull();
  });
});

describe('rangeContains', () => {
  it('matches addresses inside an IPv4 range and no others', () => {
    expect(contains('198.51.100.0/24', '198.51.100.0')).toBe(true);
    expect(contains('198.51.100.0/24', '198.51.100.255')).toBe(true);
    expect(contains('198.51.100.0/24', '198.51.101.0')).toBe(false);
    expect(contains('198.51.100.7', '198.51.100.7')).toBe(true);
    expect(contains('198.51.100.7', '198.51.100.8')).toBe(false);
  });

  it('matches IPv6 ranges', () => {
    expect(contains('2001:db8:ac::/48', '2001:db8:ac:ffff::1')).toBe(true);
    expect(contains('2001:db8:ac::/48', '2001:db8:ad::1')).toBe(false);
  });

  it('matches an IPv4-mapped client address against IPv4 ranges, never against IPv6 ones', () => {
    expect(contains('198.51.100.0/24', '::ffff:198.51.100.20')).toBe(true);
    expect(contains('::ffff:198.51.100.0/120', '198.51.100.20')).toBe(true);
    expect(contains('::/0', '198.51.100.20')).toBe(false);
    expect(contains('0.0.0.0/0', '2001:db8::1')).toBe(false);
  });
});
