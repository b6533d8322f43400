import { createHash } from 'node:crypto';
import type { GenContext } from './context.ts';
import { day, stamp } from './context.ts';
import { choiceId } from './demographics.ts';

/** The demo member of every tenant with memberships: member@<tenant>.example. */
export const demoMemberPassword = 'Member-pass-2026';

/**
 * What a generated member's password_hash holds until the seed hashes the demo password for it
 * with a salt of its own (db/seed/member-passwords.ts): never a hash that verifies anything.
 */
export const pendingMemberPasswordHash = 'pending:demo-member-password';

export const demoMemberEmail = (tenantKey: string) => `member@${tenantKey}.example`;

/** One active site user holding the paid membership and the first newsletter; answers the user's id. */
export function generateSiteUsers(
  ctx: GenContext,
  { paidId, newsletterId }: { paidId: number; newsletterId: string | null },
): number {
  const id = ctx.nextId('site_users');
  const email = demoMemberEmail(ctx.tenantKey);
  const times = stamp(ctx, 90 * day);
  ctx.data.site_users.push({
    id,
    tenant_key: ctx.tenantKey,
    email,
    username: email,
    password_hash: pendingMemberPasswordHash,
    first_name: 'Morgan',
    last_name: 'Member',
    company: 'Acme Industrial Group',
    title: 'Operations Manager',
    city: 'Chicago',
    postal_code: '60601',
    region: 'IL',
    country_code: 'US',
    status: 'active',
    demographics: JSON.stringify({
      demo_101: choiceId(101, 1),
      demo_102: choiceId(102, 0),
      demo_103: [choiceId(103, 0), choiceId(103, 2)],
      demo_104: choiceId(104, 2),
    }),
    consent: JSON.stringify({ GDPR: true }),
    promo_code: null,
    omeda_customer_id: null,
    omeda_encrypted_customer_id: null,
    hashed_id: createHash('sha256').update(`site-user:${ctx.tenantKey}:${email}`).digest('hex').slice(0, 32),
    ...times,
  });
  ctx.data.site_user_memberships.push({
    tenant_key: ctx.tenantKey,
    site_user_id: id,
    membership_id: paidId,
    expiration: null,
    created: times.created,
  });
  if (newsletterId)
    ctx.data.site_user_newsletters.push({
      tenant_key: ctx.tenantKey,
      site_user_id: id,
      newsletter_id: newsletterId,
      created: times.created,
    });
  return id;
}
