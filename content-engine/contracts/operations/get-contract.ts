import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { Contract } from '../contract.ts';
import { contractPermission } from '../contract-access.ts';
import { contractIdInput } from '../contract-input.ts';
import { findContractById } from '../queries.ts';

/** One contract for /admin/contract/:id, token included (the editor sends the contributor its link). */
export async function getContract({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Contract> {
  const { id } = parseInput(contractIdInput, input);
  requirePermission(ctx, [contractPermission]);
  const contract = await findContractById(ctx.db, tenantKeyOf(ctx), id);
  if (!contract) throw notFound(`Contract ${id}`);
  return contract;
}
