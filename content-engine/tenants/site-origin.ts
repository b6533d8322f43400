import type { Tenant } from '../core/tenant.ts';

/** The origin of a tenant's public site: http for development hosts, https otherwise. */
export const siteOrigin = (tenant: Pick<Tenant, 'domain'>) =>
  `${/(^|\.)localhost$/.test(tenant.domain) ? 'http' : 'https'}://${tenant.domain}`;
