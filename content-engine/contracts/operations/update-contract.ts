import { isDeepStrictEqual } from 'node:util';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { sanitizeBody } from '../../content/writes/sanitize-body.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Contract } from '../contract.ts';
import { contractEntity, contractPermission } from '../contract-access.ts';
import { updateContractInput } from '../contract-input.ts';
import { findContractById } from '../queries.ts';
import { assertContributor, fieldsOf, updateContractRow, type ContractFields } from '../writes.ts';

/**
 * Changes a contract; fields left out keep their value. Any change to an approved contract
 * re-opens it (Pending): the contributor approved the contract as it was.
 */
export async function updateContract({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Contract> {
  const { id, ...patch } = parseInput(updateContractInput, input);
  const user = requirePermission(ctx, [contractPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  await ctx.db.transaction(async (trx) => {
    const contract = await findContractById(trx, tenantKey, id);
    if (!contract) throw notFound(`Contract ${id}`);
    const before = fieldsOf(contract);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const after: ContractFields = { ...before, ...defined };
    if (patch.terms !== undefined) after.terms = sanitizeBody(patch.terms);
    if (after.contributorId !== before.contributorId) await assertContributor(trx, tenantKey, after.contributorId);
    const changed = !isDeepStrictEqual(before, after);
    const reopen = changed && contract.approved !== null;
    const userId = user.id > 0 ? user.id : null;
    await updateContractRow(trx, { tenantKey, id, ...after, userId, now, reopen });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: contractEntity,
      entityId: id,
      action: 'update',
      before: { ...before, approved: contract.approved },
      after: { ...after, approved: reopen ? null : contract.approved },
    });
  });
  return (await findContractById(ctx.db, tenantKey, id))!;
}
