import { csrfHeader, csrfHeaderValue } from '../shared/session-cookies.ts';

/**
 * Which tenant is asked (spec admin §7, public §7). Who asks is not here: the CMS user's and the
 * site user's tokens travel in the engine's HttpOnly cookies, which page scripts cannot read (ADR 36).
 */
export interface ClientIdentity {
  /** The tenant key; 'auto' or absent sends the domain instead. */
  tenantKey?: string | null;
  tenantDomain?: string | null;
}

/**
 * The headers of every GraphQL call from a browser (the admin's and the islands' clients, the
 * admin's uploads): the tenant, and the CSRF header that lets the engine honour the session cookies.
 */
export function identityHeaders({ tenantKey, tenantDomain }: ClientIdentity): Record<string, string> {
  const headers: Record<string, string> = { [csrfHeader]: csrfHeaderValue };
  if (tenantKey && tenantKey !== 'auto') headers['tenant-key'] = tenantKey;
  else if (tenantDomain) headers['tenant-domain'] = tenantDomain;
  return headers;
}
