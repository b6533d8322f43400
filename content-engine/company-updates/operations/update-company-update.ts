import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { companyUpdateEntity, requireCompanyUpdates } from '../company-update-access.ts';
import { companyUpdateFieldsShape } from '../company-update-fields.ts';
import { withCurrent, type CompanyUpdateView } from '../company-update-view.ts';
import { discardLogo } from '../logo.ts';
import { findCompanyUpdate } from '../queries.ts';
import { updateSubmitted } from '../writes.ts';

const inputSchema = z.object({
  id: z.number().int().positive(),
  ...companyUpdateFieldsShape,
  /** False drops the submitted logo (the company keeps its current one). */
  keepLogo: z.boolean().default(true),
});

/** The editor corrects a submitted update before publishing it (every field is sent, as the form holds them). */
export async function updateCompanyUpdate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CompanyUpdateView> {
  const { id, keepLogo, ...fields } = parseInput(inputSchema, input);
  const { tenantKey } = await requireCompanyUpdates(ctx);
  const now = ctx.now();
  const update = await findCompanyUpdate(ctx.db, tenantKey, id);
  if (!update) throw notFound(`Company update ${id}`);
  if (update.status !== 'submitted' || !update.submitted)
    throw new EngineError('CONFLICT', `Only a submitted update can be edited; this one is ${update.status}.`);
  const before = update.submitted;
  const logo = keepLogo ? before.logo : null;
  await ctx.db.transaction(async (trx) => {
    await updateSubmitted(trx, { tenantKey, id, submitted: { ...fields, logo }, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: companyUpdateEntity,
      entityId: id,
      action: 'update',
      before,
      after: { ...fields, logo },
    });
  });
  if (!keepLogo) await discardLogo(tenantKey, before.logo);
  return withCurrent(ctx.db, tenantKey, (await findCompanyUpdate(ctx.db, tenantKey, id))!);
}
