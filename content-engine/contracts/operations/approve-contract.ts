import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { contractEntity } from '../contract-access.ts';
import { publicContractInput } from '../contract-input.ts';
import { readContractSettings } from '../contract-settings.ts';
import { approvalNotice } from '../approval-notice.ts';
import { toPublicContract, type PublicContract } from '../public-contract.ts';
import { findContractById } from '../queries.ts';
import { approveContractRow } from '../writes.ts';
import { findContractByToken } from './get-public-contract.ts';

/**
 * The contributor approves (public, with the page's token). Idempotent: a second approval keeps
 * the first time and sends nothing. The first is recorded in the history as the contributor's
 * and e-mailed to the settings' notification address, if any.
 */
export async function approveContract({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<PublicContract> {
  const key = parseInput(publicContractInput, input);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const approvedNow = await ctx.db.transaction(async (trx) => {
    const contract = await findContractByToken(trx, tenantKey, key);
    if (!(await approveContractRow(trx, { tenantKey, id: contract.id, ip: ctx.ip, now }))) return null;
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: contractEntity,
      entityId: contract.id,
      action: 'update',
      before: { approved: null },
      after: { approved: now },
      actor: { id: 0, username: `contributor: ${contract.contributor.fullName}`.slice(0, 200) },
    });
    return contract;
  });

  const settings = await readContractSettings(ctx.db, tenantKey);
  if (approvedNow && settings.notificationEmail && ctx.tenant) {
    const message = approvalNotice({
      ctx,
      tenant: ctx.tenant,
      contract: approvedNow,
      to: settings.notificationEmail,
      at: now,
    });
    ctx.mail
      .send(message)
      .catch((error: unknown) => ctx.log.error({ err: error, contractId: key.id }, 'contract approval e-mail failed'));
  }
  return toPublicContract((await findContractById(ctx.db, tenantKey, key.id))!, settings);
}
