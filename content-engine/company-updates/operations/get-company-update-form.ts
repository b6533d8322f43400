import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { findContentById } from '../../content/queries.ts';
import { findAssetById } from '../../assets/queries.ts';
import { requestTenant } from '../../site-users/request-tenant.ts';
import { assertCompanyUpdatesEnabled } from '../company-update-access.ts';
import type { CompanyUpdateFields } from '../company-update-fields.ts';
import { currentCompanyFields } from '../company-fields.ts';
import { assertLinkOpen, linkMessages } from '../links.ts';
import { EngineError } from '../../core/errors.ts';
import { findCompanyUpdateByToken } from '../queries.ts';

export const hashInput = z.string().trim().min(1, 'Field is required').max(200);

/** What the public form shows: the company and its current values. */
export interface CompanyUpdateForm {
  companyName: string;
  expires: number;
  logoSrc: string | null;
  current: CompanyUpdateFields;
}

/**
 * The form behind an e-mailed link (public, no sign-in: the link is the credential). An unknown
 * link, one of another site, an expired or a used one is refused with a message that says which.
 */
export async function getCompanyUpdateForm({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CompanyUpdateForm> {
  const { hash } = parseInput(z.object({ hash: hashInput }), input);
  const tenantKey = requestTenant(ctx).tenant.key;
  await assertCompanyUpdatesEnabled(ctx, tenantKey);
  const update = assertLinkOpen(await findCompanyUpdateByToken(ctx.db, tenantKey, hash), ctx.now());
  const company = await findContentById(ctx.db, tenantKey, update.companyId);
  // A company deleted since the request cannot be updated.
  if (!company || company.status === 0) throw new EngineError('CONFLICT', linkMessages.closed, { fields: ['hash'] });
  const logo = company.primaryImageId === null ? null : await findAssetById(ctx.db, tenantKey, company.primaryImageId);
  return {
    companyName: company.name,
    expires: update.expires,
    logoSrc: logo?.src ?? null,
    current: currentCompanyFields(company),
  };
}
