import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { contractPermission } from '../contract-access.ts';
import { readContractSettings, type ContractSettings } from '../contract-settings.ts';

/** The tenant's contract settings (blank until saved). Needs manage_contracts. */
export async function getContractSettings({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<ContractSettings> {
  requirePermission(ctx, [contractPermission]);
  return readContractSettings(ctx.db, tenantKeyOf(ctx));
}
