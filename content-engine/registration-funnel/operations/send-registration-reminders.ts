import type { EngineContext } from '../../core/context.ts';
import type { Tenant } from '../../core/tenant.ts';
import { mailSiteOf, registrationReminderEmail, siteLink } from '../../site-users/emails.ts';
import { membershipSystemDown } from '../../site-users/outage.ts';
import { defaultRegistrationPath } from '../../site-users/operations/request-register-site-user.ts';
import { issueSiteUserToken } from '../../site-users/token-queries.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { recordServerFunnelStep } from '../../tracking-events/funnel-steps.ts';
import { reminderKindList, reminderKinds } from '../reminder-kinds.ts';
import {
  claimReminder,
  findDueReminders,
  markReminderSent,
  setReminderToken,
  type DueReminder,
} from '../reminder-queries.ts';

export interface ReminderPass {
  sent: number;
  /** Claimed but the mail port refused it: not retried (a reminder goes at most once). */
  failed: number;
}

const sitePath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : defaultRegistrationPath;

/**
 * Claims the reminder, then gives it a link of its own to the request's page, ending with the
 * request's link; null when another process claimed it first or the request is no longer open.
 */
async function claimWithLink(ctx: EngineContext, due: DueReminder, now: number) {
  return ctx.db.transaction(async (trx) => {
    const open = await trx('site_user_tokens as t')
      .join('site_users as u', 'u.id', 't.site_user_id')
      .where({ 't.id': due.request_token_id, 'u.status': 'pending' })
      .whereNull('t.used_at')
      .first('t.id');
    if (!open) return null;
    const reminderId = await claimReminder(trx, {
      tenantKey: due.tenant_key,
      siteUserId: due.site_user_id,
      requestTokenId: due.request_token_id,
      kind: due.kind,
      now,
    });
    if (reminderId === null) return null;
    const link = await issueSiteUserToken(trx, {
      tenantKey: due.tenant_key,
      userId: due.site_user_id,
      kind: 'register',
      payload: { ...due.payload, reminder: due.kind },
      now,
      expires: due.expires,
    });
    await setReminderToken(trx, { id: reminderId, tokenId: link.id });
    return { reminderId, token: link.token };
  });
}

/**
 * One pass of the registration reminder job (ADR 0069): every request of every tenant due its
 * 1 h or 24 h reminder gets it, once — the claim row decides which process sends it, before
 * sending, so a restart or a second process never sends it again (at most once: a send that
 * fails is logged, not retried). Tenants whose membership system is switched off are skipped
 * until it is back (within the reminder's window).
 */
export async function sendRegistrationReminders({
  ctx,
  limit = 200,
}: {
  ctx: EngineContext;
  limit?: number;
}): Promise<ReminderPass> {
  const pass: ReminderPass = { sent: 0, failed: 0 };
  const tenants = new Map<string, (EngineContext & { tenant: Tenant }) | null>();
  async function tenantContext(key: string) {
    if (!tenants.has(key)) {
      const tenant = await findTenantByKey(ctx.db, key);
      const tenantCtx = tenant ? { ...ctx, tenant } : null;
      tenants.set(key, tenantCtx && !(await membershipSystemDown(tenantCtx)) ? tenantCtx : null);
    }
    return tenants.get(key) ?? null;
  }

  for (const kind of reminderKindList) {
    for (const due of await findDueReminders(ctx.db, { kind, now: ctx.now(), limit })) {
      const tenantCtx = await tenantContext(due.tenant_key);
      if (!tenantCtx) continue;
      const now = ctx.now();
      const claimed = await claimWithLink(tenantCtx, due, now);
      if (!claimed) continue;
      const path = sitePath(due.payload.path);
      const site = await mailSiteOf(tenantCtx);
      const about = { tenantKey: due.tenant_key, siteUserId: due.site_user_id, kind };
      try {
        await ctx.mail.send(
          registrationReminderEmail(site, {
            to: due.email,
            link: siteLink(site, path, claimed.token),
            expires: due.expires,
            kind,
          }),
        );
      } catch (error) {
        pass.failed += 1;
        ctx.log.error({ err: error, ...about }, 'registration reminder e-mail failed');
        continue;
      }
      const sentAt = ctx.now();
      await markReminderSent(ctx.db, { id: claimed.reminderId, now: sentAt });
      const membershipId = Number(due.payload.membershipId) || null;
      await recordServerFunnelStep(ctx.db, {
        tenantKey: due.tenant_key,
        step: reminderKinds[kind].step,
        siteUserId: due.site_user_id,
        path,
        membershipId,
        now: sentAt,
      });
      pass.sent += 1;
    }
  }
  if (pass.sent || pass.failed) ctx.log.info({ ...pass }, 'registration reminders');
  return pass;
}
