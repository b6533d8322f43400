import { createHash } from 'node:crypto';
import type { GenContext } from './context.ts';
import { day, stamp } from './context.ts';
import { choiceId } from './demographics.ts';

/** The demo member of every tenant with memberships: member@<tenant>.example. */
export const demoMemberPassword = 'Member-pass-2026';

/**
 * scrypt of the demo password (N=2^15, r=8, p=1), fixed so the seed stays synchronous and the
 * same for the same seed; a unit test checks it still verifies.
 */
export const demoMemberPasswordHash =
  'scrypt$32768$8$1$e2X01u8c6JUdprzo2MQgfA$1o0ukvFvVAynppIpoeCFCCMdng5CzYRsDWa0oCq67cg6oohAGYREjuQ7COu12f1kU68BxcNSo4U4VG3PzuPODQ';

export const demoMemberEmail = (tenantKey: string) => `member@${tenantKey}.example`;

/** One active site user holding the paid membership and the first newsletter; answers the user's id. */
export function generateSiteUsers(ctx: GenContext, { paidId, newsletterId }: { paidId: number; newsletterId: string | null }): number {
  const id = ctx.nextId('site_users');
  const email = demoMemberEmail(ctx.tenantKey);
  const times = stamp(ctx, 90 * day);
  ctx.data.site_users.push({
    id,
    tenant_key: ctx.tenantKey,
    email,
    username: email,
    password_hash: demoMemberPasswordHash,
    first_name: 'Morgan',
    last_name: 'Member',
    company: 'Acme Industrial Group',
    title: 'Operations Manager',
    city: 'Chicago',
    postal_code: '60601',
    region: 'IL',
    country_code: 'US',
    status: 'active',
    demographics: JSON.stringify({ demo_101: choiceId(101, 1), demo_102: choiceId(102, 0), demo_103: [choiceId(103, 0), choiceId(103, 2)], demo_104: choiceId(104, 2) }),
    consent: JSON.stringify({ GDPR: true }),
    promo_code: null,
    omeda_customer_id: null,
    omeda_encrypted_customer_id: null,
    hashed_id: createHash('sha256').update(`site-user:${ctx.tenantKey}:${email}`).digest('hex').slice(0, 32),
    ...times,
  });
  ctx.data.site_user_memberships.push({ tenant_key: ctx.tenantKey, site_user_id: id, membership_id: paidId, expiration: null, created: times.created });
  if (newsletterId) ctx.data.site_user_newsletters.push({ tenant_key: ctx.tenantKey, site_user_id: id, newsletter_id: newsletterId, created: times.created });
  return id;
}
