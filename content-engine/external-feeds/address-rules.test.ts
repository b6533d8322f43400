import { describe, expect, it } from 'vitest';
import { embeddedIpv4, isPublicAddress } from './address-rules.ts';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (a) =>
    expect(isPublicAddress(a)).toBe(true),
  );

  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
  ])('refuses the private, loopback, link-local or reserved address %s', (a) => expect(isPublicAddress(a)).toBe(false));

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', '169.254.169.254'],
    ['::127.0.0.1', '127.0.0.1'],
    ['64:ff9b::a00:1', '10.0.0.1'],
    ['2002:c0a8:101::1', '192.168.1.1'],
  ])('judges the IPv6 form %s by the IPv4 address inside (%s)', (v6, v4) => {
    expect(embeddedIpv4(v6)).toBe(v4);
    expect(isPublicAddress(v6)).toBe(false);
  });

  it('refuses what is not an IP address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
