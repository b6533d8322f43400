import ipaddr from 'ipaddr.js';

/** A parsed IPv4 or IPv6 address. */
export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** A CIDR range, parsed once for matching. */
export interface IpRange {
  network: IpAddress;
  bits: number;
}

/**
 * Strict address syntax: four-part decimal IPv4 (no "127.1", "0x7f.0.0.1" or leading zeros,
 * which the loose parsers read differently) or IPv6. Zone ids ("%eth0") only when `zone`.
 */
function strictAddress(text: string, { zone }: { zone: boolean }): IpAddress | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if ((zone || !text.includes('%')) && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

/** An IPv4-mapped IPv6 address (::ffff:198.51.100.7) is its IPv4 address; anything else is as parsed. */
const unmapped = (address: IpAddress): IpAddress =>
  address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() ? address.toIPv4Address() : address;

/** A client address as matching reads it (IPv4-mapped IPv6 as IPv4), or null when the text is no address. */
export function parseClientAddress(text: string): IpAddress | null {
  const address = strictAddress(text.trim(), { zone: true });
  return address ? unmapped(address) : null;
}

/**
 * A range as stored: "198.51.100.7/24" → "198.51.100.0/24" (the network address), a bare address
 * → "/32" or "/128", IPv6 in its compact form, and an IPv4-mapped range (/96 or longer) as the
 * IPv4 range it covers. Null when the text is not an address or CIDR range.
 */
export function normaliseIpRange(input: string): string | null {
  const [addressText = '', bitsText, extra] = input.trim().split('/');
  if (extra !== undefined) return null;
  const parsed = strictAddress(addressText, { zone: false });
  if (!parsed) return null;
  const width = parsed.kind() === 'ipv4' ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (bits > width) return null;
  const mapped = parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() && bits >= 96;
  const address = mapped ? parsed.toIPv4Address() : parsed;
  const prefix = mapped ? bits - 96 : bits;
  const cidr = `${address.toString()}/${prefix}`;
  const network =
    address instanceof ipaddr.IPv4
      ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
      : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${network.toString()}/${prefix}`;
}

/** Parses a range as normaliseIpRange stores it. Throws on anything else (stored rows are validated on write). */
export function parseIpRange(normalised: string): IpRange {
  const [network, bits] = ipaddr.parseCIDR(normalised);
  return { network, bits };
}

/** Whether `address` lies in `range`; an IPv4 address never matches an IPv6 range, nor the reverse. */
export function rangeContains(range: IpRange, address: IpAddress): boolean {
  return address.kind() === range.network.kind() && address.match(range.network, range.bits);
}
