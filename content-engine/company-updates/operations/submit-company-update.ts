import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { isEngineError } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import { findContentById } from '../../content/queries.ts';
import { recordHistory } from '../../history/record-history.ts';
import { mailSiteOf } from '../../site-users/emails.ts';
import { requestTenant } from '../../site-users/request-tenant.ts';
import { assertCompanyUpdatesEnabled, companyUpdateEntity } from '../company-update-access.ts';
import { companyUpdateFieldsShape } from '../company-update-fields.ts';
import { submittedEmail } from '../emails.ts';
import { assertLinkOpen, linkMessages } from '../links.ts';
import { discardLogo, logoInput, storeSubmittedLogo } from '../logo.ts';
import { findCompanyUpdateByToken } from '../queries.ts';
import { assertSubmitAllowed, countRefusedLink } from '../throttle.ts';
import { storeSubmission } from '../writes.ts';
import { hashInput } from './get-company-update-form.ts';
import { EngineError } from '../../core/errors.ts';

const inputSchema = z.object({
  hash: hashInput,
  ...companyUpdateFieldsShape,
  submitterName: z.string().trim().min(1, 'Field is required').max(200),
  submitterEmail: z.string().trim().toLowerCase().max(320).pipe(z.email('Must be an e-mail address')),
  logo: logoInput.nullish(),
  recaptchaToken: z.string().max(5_000).nullish(),
});

/**
 * A company sends its update through the e-mailed link (public; captcha; refused links count
 * against the client like other public forms). The values wait for an editor; the link is used
 * up; the editors (site settings companyUpdate.notificationEmails) are told by e-mail.
 */
export async function submitCompanyUpdate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const { hash, submitterName, submitterEmail, logo, recaptchaToken, ...fields } = parseInput(inputSchema, input);
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  const settings = await assertCompanyUpdatesEnabled(ctx, tenantKey);
  await assertCaptcha(ctx, { token: recaptchaToken, action: 'companyUpdate' });
  const now = ctx.now();
  await assertSubmitAllowed(ctx.db, { tenantKey, ip: ctx.ip, now });
  let update;
  try {
    update = assertLinkOpen(await findCompanyUpdateByToken(ctx.db, tenantKey, hash), now);
  } catch (error) {
    if (isEngineError(error)) await countRefusedLink(ctx.db, { tenantKey, ip: ctx.ip, now });
    throw error;
  }

  const storedLogo = logo ? await storeSubmittedLogo(tenantKey, now, logo) : null;
  const submitter = { name: submitterName, email: submitterEmail };
  let stored: boolean;
  try {
    stored = await ctx.db.transaction(async (trx) => {
      if (
        !(await storeSubmission(trx, {
          tenantKey,
          id: update.id,
          submitted: { ...fields, logo: storedLogo },
          submitter,
          now,
        }))
      )
        return false;
      await recordHistory({
        ctx,
        db: trx,
        tenantKey,
        entityType: companyUpdateEntity,
        entityId: update.id,
        action: 'update',
        before: { status: 'requested' },
        after: { status: 'submitted', submitter },
        actor: { id: 0, username: `company: ${submitterEmail}` },
      });
      return true;
    });
  } catch (error) {
    await discardLogo(tenantKey, storedLogo);
    throw error;
  }
  if (!stored) {
    // Another submission of the same link won the race.
    await discardLogo(tenantKey, storedLogo);
    throw new EngineError('CONFLICT', linkMessages.used, { fields: ['hash'] });
  }

  const company = await findContentById(ctx.db, tenantKey, update.companyId);
  const site = await mailSiteOf(tenantCtx);
  const link = `${site.origin}/admin/company-updates/${update.id}`;
  for (const to of settings.companyUpdate.notificationEmails)
    await ctx.mail
      .send(
        submittedEmail(site, {
          to,
          companyName: company?.name ?? '',
          submitter: `${submitterName} <${submitterEmail}>`,
          link,
        }),
      )
      .catch((error: unknown) =>
        ctx.log.error({ err: error, companyUpdateId: update.id }, 'company update notification failed'),
      );
  return { ok: true };
}
