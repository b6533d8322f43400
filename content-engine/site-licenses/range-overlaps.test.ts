import { describe, expect, it } from 'vitest';
import { parseIpRange } from './ip-ranges.ts';
import { checkRanges, rangesOverlap } from './range-overlaps.ts';

const overlap = (a: string, b: string) => rangesOverlap(parseIpRange(a), parseIpRange(b));

describe('rangesOverlap', () => {
  it('finds IPv4 ranges that nest, either way round', () => {
    expect(overlap('10.0.0.0/8', '10.20.0.0/16')).toBe(true);
    expect(overlap('10.20.0.0/16', '10.0.0.0/8')).toBe(true);
    expect(overlap('198.51.100.7/32', '198.51.100.0/24')).toBe(true);
  });

  it('does not flag IPv4 ranges side by side', () => {
    expect(overlap('198.51.100.0/25', '198.51.100.128/25')).toBe(false);
    expect(overlap('10.0.0.0/8', '11.0.0.0/8')).toBe(false);
  });

  it('finds IPv6 ranges that nest and not those side by side', () => {
    expect(overlap('2001:db8::/32', '2001:db8:1234::/48')).toBe(true);
    expect(overlap('2001:db8::1/128', '2001:db8::/64')).toBe(true);
    expect(overlap('2001:db8::/33', '2001:db8:8000::/33')).toBe(false);
  });

  it('never matches an IPv4 range with an IPv6 one, even ::/0 with 0.0.0.0/0', () => {
    expect(overlap('0.0.0.0/0', '::/0')).toBe(false);
    expect(overlap('::/0', '2001:db8::/32')).toBe(true);
    expect(overlap('0.0.0.0/0', '192.0.2.1/32')).toBe(true);
  });
});

describe('checkRanges', () => {
  const others = [{ id: 7, companyName: 'Acme', ipRanges: ['203.0.113.0/24', '2001:db8:aa::/48'] }];

  it('names the wrong lines by number, skipping blank ones', () => {
    const { problems } = checkRanges(['198.51.100.0/24', '', '10.0.0.300', '2001:db8::/129'], []);
    expect(problems.map((p) => [p.line, p.value])).toEqual([
      [3, '10.0.0.300'],
      [4, '2001:db8::/129'],
    ]);
    expect(problems[0]!.message).toContain('is not an IP address or CIDR range');
  });

  it('flags overlaps within the list once per pair, and a repeated range not at all', () => {
    const { overlaps } = checkRanges(['10.0.0.0/8', '10.1.0.0/16', '10.0.0.0/8', '192.0.2.0/24'], []);
    expect(overlaps).toEqual([{ range: '10.0.0.0/8', overlaps: '10.1.0.0/16', licenseId: null, companyName: null }]);
  });

  it("flags overlaps with other licences' IPv4 and IPv6 ranges, normalised", () => {
    const { overlaps } = checkRanges(['203.0.113.77', '2001:db8:aa:1::/64', '2001:db8:bb::/48'], others);
    expect(overlaps).toEqual([
      { range: '203.0.113.77/32', overlaps: '203.0.113.0/24', licenseId: 7, companyName: 'Acme' },
      { range: '2001:db8:aa:1::/64', overlaps: '2001:db8:aa::/48', licenseId: 7, companyName: 'Acme' },
    ]);
  });
});
