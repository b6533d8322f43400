import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { Contract } from '../contract.ts';
import { contractPermission } from '../contract-access.ts';
import { listContracts } from '../queries.ts';

const inputSchema = z
  .object({
    search: z.string().trim().max(200).nullish(),
    status: z.enum(['APPROVED', 'PENDING']).nullish(),
    contributorId: z.number().int().positive().nullish(),
    pagination: paginationInput(1000),
  })
  .nullish();

/** The contracts list (/admin/contracts): newest first, searched, filtered, 25 a page by default. Needs manage_contracts. */
export async function getContractStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<Contract>> {
  const { search, status, contributorId, pagination } = parseInput(inputSchema, input) ?? {};
  requirePermission(ctx, [contractPermission]);
  const { limit, skip } = pageOf(pagination, 25);
  const filter = {
    search: search || undefined,
    status: status ?? undefined,
    contributorId: contributorId ?? undefined,
  };
  const { contracts, totalCount } = await listContracts(ctx.db, tenantKeyOf(ctx), filter, { limit, skip });
  return toConnection(contracts, { skip, totalCount });
}
