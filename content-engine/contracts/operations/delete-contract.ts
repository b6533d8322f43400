import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { contractEntity, contractPermission } from '../contract-access.ts';
import { contractIdInput } from '../contract-input.ts';
import { findContractById } from '../queries.ts';
import { deleteContractRow, fieldsOf } from '../writes.ts';

/** Removes a contract; its public page then shows nothing (the token no longer opens anything). */
export async function deleteContract({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(contractIdInput, input);
  requirePermission(ctx, [contractPermission]);
  const tenantKey = tenantKeyOf(ctx);

  await ctx.db.transaction(async (trx) => {
    const contract = await findContractById(trx, tenantKey, id);
    if (!contract) throw notFound(`Contract ${id}`);
    await deleteContractRow(trx, tenantKey, id);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: contractEntity,
      entityId: id,
      action: 'delete',
      before: { ...fieldsOf(contract), approved: contract.approved },
    });
  });
  return true;
}
