import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { findContentById } from '../../content/queries.ts';
import { updateContent } from '../../content/operations/update-content.ts';
import { recordHistory } from '../../history/record-history.ts';
import { companyUpdateEntity, requireCompanyUpdates } from '../company-update-access.ts';
import { companyContentPatch } from '../company-fields.ts';
import { withCurrent, type CompanyUpdateView } from '../company-update-view.ts';
import { publishLogo } from '../logo.ts';
import { findCompanyUpdate } from '../queries.ts';
import { closeReview } from '../writes.ts';
import { companyUpdateIdInput } from './get-company-update.ts';

/**
 * Applies a submitted update to the company through the content domain's updateContent, so the
 * item's history is written and its pages regenerate (the admin watches the company's jobs). The
 * submitted logo becomes a media-library asset and the company's primary image.
 */
export async function publishCompanyUpdate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CompanyUpdateView> {
  const { id } = parseInput(companyUpdateIdInput, input);
  const { tenantKey } = await requireCompanyUpdates(ctx);
  const now = ctx.now();
  const update = await findCompanyUpdate(ctx.db, tenantKey, id);
  if (!update) throw notFound(`Company update ${id}`);
  if (update.status !== 'submitted' || !update.submitted)
    throw new EngineError('CONFLICT', `Only a submitted update can be published; this one is ${update.status}.`);
  const company = await findContentById(ctx.db, tenantKey, update.companyId);
  if (!company || company.status === 0) throw notFound(`Company ${update.companyId}`);

  const { logo, ...fields } = update.submitted;
  const imageId = logo ? await publishLogo(ctx, { tenantKey, logo, companyName: company.name, now }) : null;
  await updateContent({ ctx, input: { id: company.id, ...companyContentPatch(company, fields, imageId) } });

  await ctx.db.transaction(async (trx) => {
    if (
      !(await closeReview(trx, {
        tenantKey,
        id,
        status: 'published',
        reviewedBy: ctx.cmsUser?.id || null,
        from: ['submitted'],
        now,
      }))
    )
      throw new EngineError('CONFLICT', 'This update was published or rejected meanwhile.');
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: companyUpdateEntity,
      entityId: id,
      action: 'publish',
      before: { status: 'submitted' },
      after: { status: 'published', companyId: company.id },
    });
  });
  return withCurrent(ctx.db, tenantKey, (await findCompanyUpdate(ctx.db, tenantKey, id))!);
}
