import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { contractPermission } from '../contract-access.ts';
import { listContracts } from '../queries.ts';

const inputSchema = z.object({ pagination: paginationInput(1000) }).nullish();

/** What a contract select shows (spec admin §3): the id, the approval and the contributor's name. */
export interface ContractOption {
  id: number;
  approved: number | null;
  contributor: { id: number; fullName: string };
}

/**
 * The contract select's entries (spec admin §7: pagination limit 1000, the default). Editors
 * (manage_content) may read them too, to pick a contract; they see no terms, fee or token.
 */
export async function getContractStreamForSelect({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<ContractOption>> {
  const { pagination } = parseInput(inputSchema, input) ?? {};
  requirePermission(ctx, [contractPermission, 'manage_content']);
  const { limit, skip } = pageOf(pagination, 1000);
  const { contracts, totalCount } = await listContracts(ctx.db, tenantKeyOf(ctx), {}, { limit, skip });
  const options = contracts.map(({ id, approved, contributor }) => ({
    id,
    approved,
    contributor: { id: contributor.id, fullName: contributor.fullName },
  }));
  return toConnection(options, { skip, totalCount });
}
