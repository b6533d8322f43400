import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { sanitizeBody } from '../../content/writes/sanitize-body.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Contract } from '../contract.ts';
import { contractEntity, contractPermission } from '../contract-access.ts';
import { createContractInput } from '../contract-input.ts';
import { readContractSettings } from '../contract-settings.ts';
import { newContractToken } from '../contract-token.ts';
import { findContractById } from '../queries.ts';
import { assertContributor, insertContractRow } from '../writes.ts';

/** Adds a Pending contract with a new public-page token; terms left out take the default terms template. */
export async function createContract({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Contract> {
  const { terms, ...fields } = parseInput(createContractInput, input);
  const user = requirePermission(ctx, [contractPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertContributor(trx, tenantKey, fields.contributorId);
    const after = {
      ...fields,
      terms: sanitizeBody(terms ?? (await readContractSettings(trx, tenantKey)).defaultTerms),
    };
    const userId = user.id > 0 ? user.id : null;
    const id = await insertContractRow(trx, { tenantKey, ...after, token: newContractToken(), userId, now });
    await recordHistory({ ctx, db: trx, tenantKey, entityType: contractEntity, entityId: id, action: 'create', after });
    return id;
  });
  return (await findContractById(ctx.db, tenantKey, id))!;
}
