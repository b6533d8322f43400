/** DNS as crawler verification needs it (an engine port, ADR 0037). Both calls answer [] rather than fail. */
export interface DnsResolver {
  /** Host names of an address's PTR records. */
  reverse(ip: string): Promise<string[]>;
  /** IPv4 and IPv6 addresses of a host name. */
  lookup(hostname: string): Promise<string[]>;
}
