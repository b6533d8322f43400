import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import type { Tenant } from '../core/tenant.ts';

/** The context with its tenant, which every site-user operation needs (TENANT_REQUIRED otherwise). */
export function requestTenant(ctx: EngineContext): EngineContext & { tenant: Tenant } {
  tenantKeyOf(ctx);
  return ctx as EngineContext & { tenant: Tenant };
}
