import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { companyUpdateEntity, requireCompanyUpdates } from '../company-update-access.ts';
import { withCurrent, type CompanyUpdateView } from '../company-update-view.ts';
import { discardLogo } from '../logo.ts';
import { findCompanyUpdate } from '../queries.ts';
import { closeReview } from '../writes.ts';

const inputSchema = z.object({ id: z.number().int().positive(), reason: z.string().trim().max(2_000).default('') });

/** Rejects a submitted update, or withdraws a request not yet answered (its link stops working). The company is unchanged. */
export async function rejectCompanyUpdate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CompanyUpdateView> {
  const { id, reason } = parseInput(inputSchema, input);
  const { tenantKey } = await requireCompanyUpdates(ctx);
  const now = ctx.now();
  const update = await findCompanyUpdate(ctx.db, tenantKey, id);
  if (!update) throw notFound(`Company update ${id}`);
  await ctx.db.transaction(async (trx) => {
    const closed = await closeReview(trx, {
      tenantKey,
      id,
      status: 'rejected',
      reviewedBy: ctx.cmsUser?.id || null,
      rejectReason: reason,
      from: ['requested', 'submitted'],
      now,
    });
    if (!closed) throw new EngineError('CONFLICT', `This update is already ${update.status}.`);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: companyUpdateEntity,
      entityId: id,
      action: 'update',
      before: { status: update.status },
      after: { status: 'rejected', reason },
    });
  });
  await discardLogo(tenantKey, update.submitted?.logo ?? null);
  return withCurrent(ctx.db, tenantKey, (await findCompanyUpdate(ctx.db, tenantKey, id))!);
}
