/** The signed-in CMS user, as operations see it. */
export interface CmsSession {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  /** The role's permissions plus the user's extra permissions. */
  permissions: string[];
  isGlobal: boolean;
  /** Tenant keys a site-specific user is limited to (empty for global users). */
  tenants: string[];
  /** The bearer-token family this session was issued in (logout revokes it). */
  tokenFamily: string;
}

/** Whether the user may act on the tenant: global users anywhere, others only on their tenants. */
export const canUseTenant = (user: CmsSession, tenantKey: string) => user.isGlobal || user.tenants.includes(tenantKey);
