import type { TenantInfo } from './site-context.ts';

/** Where the managed site's pages are read: this origin on a `<key>.localhost` host, else the site's domain. */
export function siteOrigin(tenant: TenantInfo | null | undefined): string {
  if (!tenant) return '';
  return globalThis.location?.hostname.endsWith('.localhost') ? globalThis.location.origin : `https://${tenant.domain}`;
}
