import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requireCompanyUpdates } from '../company-update-access.ts';
import { withCurrent, type CompanyUpdateView } from '../company-update-view.ts';
import { findCompanyUpdate } from '../queries.ts';

export const companyUpdateIdInput = z.object({ id: z.number().int().positive() });

/** One request with what the company submitted and its current values beside them. */
export async function getCompanyUpdate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CompanyUpdateView> {
  const { id } = parseInput(companyUpdateIdInput, input);
  const { tenantKey } = await requireCompanyUpdates(ctx);
  const update = await findCompanyUpdate(ctx.db, tenantKey, id);
  if (!update) throw notFound(`Company update ${id}`);
  return withCurrent(ctx.db, tenantKey, update);
}
