import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { sanitizeBody } from '../../content/writes/sanitize-body.ts';
import { recordHistory } from '../../history/record-history.ts';
import { contractPermission, contractSettingsEntity } from '../contract-access.ts';
import { contractSettingsInput } from '../contract-input.ts';
import { readContractSettings, writeContractSettings, type ContractSettings } from '../contract-settings.ts';

/** Replaces the tenant's contract settings; the default terms are sanitised like content bodies. */
export async function saveContractSettings({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<ContractSettings> {
  const parsed = parseInput(contractSettingsInput, input);
  const user = requirePermission(ctx, [contractPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const after = { ...parsed, defaultTerms: sanitizeBody(parsed.defaultTerms) };
  await ctx.db.transaction(async (trx) => {
    const before = await readContractSettings(trx, tenantKey);
    const userId = user.id > 0 ? user.id : null;
    await writeContractSettings(trx, { tenantKey, ...after, userId, now: ctx.now() });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: contractSettingsEntity,
      entityId: tenantKey,
      action: 'update',
      before,
      after,
    });
  });
  return after;
}
