import type { Knex } from 'knex';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { Contract } from '../contract.ts';
import { publicContractInput } from '../contract-input.ts';
import { readContractSettings } from '../contract-settings.ts';
import { tokenMatches } from '../contract-token.ts';
import { toPublicContract, type PublicContract } from '../public-contract.ts';
import { findContractById } from '../queries.ts';

/**
 * The tenant's contract when `token` is its secret, else NOT_FOUND — the same answer for an
 * unknown id, another tenant's id and a wrong token, so none can be told apart.
 */
export async function findContractByToken(
  db: Knex,
  tenantKey: string,
  { id, token }: { id: number; token: string },
): Promise<Contract> {
  const contract = await findContractById(db, tenantKey, id);
  if (!contract || !tokenMatches(contract.token, token)) throw notFound('Contract');
  return contract;
}

/** The contributor's page (/contract/:id?token=…): anyone holding the token, no sign-in. */
export async function getPublicContract({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<PublicContract> {
  const key = parseInput(publicContractInput, input);
  const tenantKey = tenantKeyOf(ctx);
  const contract = await findContractByToken(ctx.db, tenantKey, key);
  return toPublicContract(contract, await readContractSettings(ctx.db, tenantKey));
}
