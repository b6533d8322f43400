import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, badInput } from '../../core/validate.ts';
import { hashToken, newToken } from '../../credentials/secret-tokens.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findContentByIds } from '../../content/queries.ts';
import { mailSiteOf } from '../../site-users/emails.ts';
import { EngineError } from '../../core/errors.ts';
import type { Tenant } from '../../core/tenant.ts';
import { companyUpdateEntity, requireCompanyUpdates } from '../company-update-access.ts';
import { requestEmail } from '../emails.ts';
import { companyUpdatePath, linkLifetimeMs } from '../links.ts';
import { findCompanyUpdate, findOpenRequest } from '../queries.ts';
import { insertCompanyUpdate, renewRequest } from '../writes.ts';
import { withCompanies, type CompanyUpdateView } from '../company-update-view.ts';

const inputSchema = z.object({
  requests: z
    .array(
      z.object({
        companyId: z.number().int().positive(),
        email: z.string().trim().toLowerCase().max(320).pipe(z.email('Must be an e-mail address')),
      }),
    )
    .min(1, 'Pick at least one company')
    .max(100, 'At most 100 companies at once')
    .refine((list) => new Set(list.map((r) => r.companyId)).size === list.length, 'Each company may be picked once'),
});

/**
 * Asks companies to update their profiles: for each, a link (`/company-update/<token>`, 14 days,
 * single use) is e-mailed to the address given. A company with a request still open gets a new
 * link, and the old one stops working. Only the token's hash is stored (ADR 0059).
 */
export async function requestCompanyUpdates({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CompanyUpdateView[]> {
  const { requests } = parseInput(inputSchema, input);
  const { tenantKey } = await requireCompanyUpdates(ctx);
  const now = ctx.now();
  const companies = await findContentByIds(
    ctx.db,
    tenantKey,
    requests.map((r) => r.companyId),
    { publicOnly: false, now },
  );
  const byId = new Map(companies.filter((c) => c.type === 'Company' && c.status !== 0).map((c) => [c.id, c]));
  requests.forEach((r, index) => {
    if (!byId.has(r.companyId))
      throw badInput(`requests.${index}.companyId`, `No such company on this site (${r.companyId}).`);
  });

  const expires = now + linkLifetimeMs;
  const requestedBy = ctx.cmsUser?.id || null;
  const sent = await ctx.db.transaction(async (trx) => {
    const links = [];
    for (const { companyId, email } of requests) {
      const token = newToken();
      const row = { tenantKey, email, tokenHash: hashToken(token), expires, requestedBy, now };
      const open = await findOpenRequest(trx, tenantKey, companyId);
      const id = open ? open.id : await insertCompanyUpdate(trx, { ...row, companyId });
      if (open) await renewRequest(trx, { ...row, id });
      await recordHistory({
        ctx,
        db: trx,
        tenantKey,
        entityType: companyUpdateEntity,
        entityId: id,
        action: open ? 'update' : 'create',
        before: open ? { email: open.email, expires: open.expires } : null,
        after: { companyId, email, status: 'requested', expires },
      });
      links.push({ id, token, email, companyId });
    }
    return links;
  });

  const site = await mailSiteOf(ctx as EngineContext & { tenant: Tenant });
  // Sent while the editor waits: a link that did not leave must be requested again.
  for (const { token, email, companyId } of sent) {
    const message = requestEmail(site, {
      to: email,
      companyName: byId.get(companyId)!.name,
      link: `${site.origin}${companyUpdatePath(token)}`,
      expires,
    });
    await ctx.mail.send(message).catch((error: unknown) => {
      ctx.log.error({ err: error, companyId }, 'company update e-mail failed');
      throw new EngineError(
        'SERVICE_UNAVAILABLE',
        `The e-mail to ${email} could not be sent. Request the update again.`,
      );
    });
  }
  const rows = await Promise.all(sent.map(({ id }) => findCompanyUpdate(ctx.db, tenantKey, id)));
  return withCompanies(
    ctx.db,
    tenantKey,
    rows.flatMap((row) => (row ? [row] : [])),
    now,
  );
}
