import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';

export const membershipOutageMessage = 'The membership system is temporarily unavailable. Please try again later.';

/** Whether the tenant's settings switch the membership system off (`systemOutage.disableOmeda`). */
export async function membershipSystemDown(ctx: EngineContext): Promise<boolean> {
  const settings = await tenantData(ctx).settings(tenantKeyOf(ctx));
  return settings.systemOutage.disableOmeda;
}

/** SERVICE_UNAVAILABLE while the membership system is switched off. */
export async function assertMembershipSystemUp(ctx: EngineContext) {
  if (await membershipSystemDown(ctx)) throw new EngineError('SERVICE_UNAVAILABLE', membershipOutageMessage);
}
