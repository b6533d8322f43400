import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asSystem, contextFor, type EngineContext } from '../../core/context.ts';
import type { RecipientNewsletterProvider } from '../../core/newsletter-provider.ts';
import { countSubscriptionEvents } from '../../subscription-events/queries.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { runDueDeployments } from '../deployment-worker.ts';
import { findDeployment } from '../deployment-queries.ts';
import { cancelNewsletterDeployment } from '../operations/cancel-newsletter-deployment.ts';
import { deployNewsletterCampaign } from '../operations/deploy-newsletter-campaign.ts';
import { getNewsletterDeployments } from '../operations/get-newsletter-deployments.ts';
import { sendNewsletterTest } from '../operations/send-newsletter-test.ts';
import { createSmtpNewsletterProvider } from '../providers/smtp-provider.ts';
import { signUnsubscribeToken, unsubscribeSecret } from '../unsubscribe-token.ts';
import { workerOptionsFromEnv, type DeploymentWorkerOptions } from '../worker-options.ts';
import {
  insertNewsletterCampaign,
  insertSubscribers,
  seedNewsletterSite,
} from '../../newsletters/tests/newsletter-fixtures.ts';
import { startSmtpSink, waitFor } from './smtp-sink.ts';

/*
 * Newsletter deployments end to end on the test engine (ADR 0074): the embedded provider sends to
 * a real SMTP server in this process, whose answers each test chooses (250, 451, 550).
 */

type Verdict = { code: number; message: string } | null;
let decide: (to: string) => Verdict = () => null;
let decideSender: () => Verdict = () => null;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let provider: RecipientNewsletterProvider;
let t: TestEngine;
let ctx: EngineContext;
let site: Awaited<ReturnType<typeof seedNewsletterSite>>;
let options: DeploymentWorkerOptions;

const host = 'alpha.example.com';

beforeAll(async () => {
  sink = await startSmtpSink({ decide: (to) => decide(to), decideSender: () => decideSender() });
  provider = createSmtpNewsletterProvider({ url: sink.url, rate: 10_000 });
  t = await createTestEngine({ ports: { newsletters: provider } });
  site = await seedNewsletterSite(t.db, { testers: ['tess@example.com', 'Toby@Example.com'] });
  await seedNewsletterSite(t.db, { key: 'beta' });
  const tenant = await findTenantByKey(t.db, 'alpha');
  ctx = asSystem(contextFor(t.engine, { tenant, ip: '127.0.0.1' }));
  options = { ...workerOptionsFromEnv({}), retryDelaysMs: [30, 60], maxAttempts: 5, batchSize: 100 };
});
afterAll(async () => {
  provider.close();
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  decide = () => null;
  decideSender = () => null;
  sink.acknowledged.length = 0;
  await t.db('newsletter_subscribers').delete();
  await t.db('site_user_newsletters').delete();
  await t.db('newsletter_campaigns').where({ id: site.campaignId }).update({ status: 'Draft', sent_at: null });
  await t.db('newsletter_deployments').delete();
});

/** Runs worker passes until the deployment is over. */
async function deployNow(campaignId = site.campaignId) {
  const deployment = await deployNewsletterCampaign({ ctx, input: { campaignId } });
  await waitFor(
    async () => {
      await runDueDeployments(t.engine, options);
      const d = await findDeployment(t.db, deployment.id);
      return d && ['Sent', 'Failed'].includes(d.status) ? d : null;
    },
    { what: `deployment ${deployment.id} to finish` },
  );
  const [view] = (await getNewsletterDeployments({ ctx, input: { campaignId } })).filter((d) => d.id === deployment.id);
  return view!;
}

const copiesTo = (email: string) => sink.acknowledged.filter((m) => m.to === email);

describe('live deployments', () => {
  it('sends each subscriber of the newsletter exactly one copy, with a per-recipient Message-ID and the RFC 8058 headers', async () => {
    await insertSubscribers(t.db, {
      tenantKey: 'alpha',
      emails: ['ann@example.com', 'bob@example.com', 'both@example.com'],
    });
    await insertSubscribers(t.db, { tenantKey: 'alpha', newsletterId: 'weekly', emails: ['weekly-only@example.com'] });
    await insertSubscribers(t.db, { tenantKey: 'beta', emails: ['beta-reader@example.com'] });
    const member = await insertSiteUser(t.db, { tenantKey: 'alpha', email: 'Both@Example.com', username: 'both' });
    const other = await insertSiteUser(t.db, { tenantKey: 'alpha', email: 'member@example.com', username: 'member' });
    const pending = await insertSiteUser(t.db, { tenantKey: 'alpha', email: 'pending@example.com', status: 'pending' });
    for (const user of [member, other, pending])
      await t
        .db('site_user_newsletters')
        .insert({ tenant_key: 'alpha', site_user_id: user.id, newsletter_id: 'daily', created: 1 });
    const emitted = t.emitted.length;

    const view = await deployNow();

    expect(view).toMatchObject({ kind: 'live', status: 'Sent', total: 4, sent: 4, failed: 0, skipped: 0 });
    const recipients = sink.acknowledged.map((m) => m.to).sort();
    expect(recipients).toEqual(['ann@example.com', 'bob@example.com', 'both@example.com', 'member@example.com']);
    const deliveries = await t.db('newsletter_deliveries').where({ deployment_id: view.id }).orderBy('email');
    for (const message of sink.acknowledged) {
      const delivery = deliveries.find((d) => d.email === message.to);
      expect(message.messageId).toBe(`<nl-${view.id}-${delivery.id}@alpha.example.com>`);
      expect(delivery.message_id).toBe(message.messageId);
      expect(message.header('Subject')).toBe('Today in brief');
      expect(message.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(message.header('List-Unsubscribe')).toMatch(
        /^<https:\/\/alpha\.example\.com\/newsletter\/unsubscribe\?t=[A-Za-z0-9_%.-]+>, <mailto:news@example\.com\?subject=unsubscribe>$/,
      );
    }
    const campaign = await t.db('newsletter_campaigns').where({ id: site.campaignId }).first();
    expect(campaign.status).toBe('Sent');
    expect(Number(campaign.sent_at)).toBeGreaterThan(0);
    const events = t.emitted.slice(emitted).filter((e) => e.kind === 'newsletter_campaign');
    expect(events).toHaveLength(2);
    expect(events.at(-1)?.tags).toEqual(
      expect.arrayContaining([`newsletter-campaign:${site.campaignId}`, `newsletter-template:${site.templateId}`]),
    );
  });

  it('retries a recipient the server answers 451 with backoff, then records it sent', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['greylisted@example.com', 'fine@example.com'] });
    let refusals = 0;
    decide = (to) =>
      to === 'greylisted@example.com' && refusals++ < 3 ? { code: 451, message: 'Greylisted, try later' } : null;

    const view = await deployNow();

    expect(view).toMatchObject({ status: 'Sent', sent: 2, failed: 0 });
    expect(copiesTo('greylisted@example.com')).toHaveLength(1);
    const row = await t
      .db('newsletter_deliveries')
      .where({ deployment_id: view.id, email: 'greylisted@example.com' })
      .first();
    expect(Number(row.attempts)).toBe(4);
    expect(row.status).toBe('sent');
  });

  it('fails a recipient answered 550 at once, the others still sent, and shows why', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['gone@example.com', 'fine@example.com'] });
    decide = (to) => (to === 'gone@example.com' ? { code: 550, message: 'No such mailbox' } : null);

    const view = await deployNow();

    expect(view).toMatchObject({ status: 'Sent', total: 2, sent: 1, failed: 1 });
    expect(view.failures).toEqual([
      {
        deploymentId: view.id,
        email: 'gone@example.com',
        status: 'failed',
        attempts: 1,
        error: expect.stringContaining('550'),
      },
    ]);
  });

  it('is Failed when every recipient failed, and the campaign, received by nobody, is a Draft again', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['gone@example.com'] });
    decide = () => ({ code: 554, message: 'Rejected' });
    expect(await deployNow()).toMatchObject({ status: 'Failed', sent: 0, failed: 1 });
    expect((await t.db('newsletter_campaigns').where({ id: site.campaignId }).first()).status).toBe('Draft');
  });

  it('holds the deployment, failing nobody, while the relay refuses our sender, then sends each one copy', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['ann@example.com', 'bob@example.com'] });
    decideSender = () => ({ code: 550, message: 'Sender address not allowed' });
    const deployment = await deployNewsletterCampaign({ ctx, input: { campaignId: site.campaignId } });
    await runDueDeployments(t.engine, options);
    const held = await findDeployment(t.db, deployment.id);
    expect(held).toMatchObject({ status: 'Sending', sent: 0, failed: 0 });
    const rows = await t
      .db('newsletter_deliveries')
      .where({ deployment_id: deployment.id })
      .select('status', 'attempts');
    expect(rows.map((r) => [r.status, Number(r.attempts)])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect((await t.db('newsletter_campaigns').where({ id: site.campaignId }).first()).status).toBe('Sending');

    decideSender = () => null;
    await waitFor(
      async () => {
        await runDueDeployments(t.engine, options);
        return (await findDeployment(t.db, deployment.id))?.status === 'Sent' || null;
      },
      { what: 'the held deployment to be sent' },
    );
    expect(copiesTo('ann@example.com')).toHaveLength(1);
    expect(copiesTo('bob@example.com')).toHaveLength(1);
  });

  it('opens one live deployment when two deploys of a campaign race, refusing the other', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['ann@example.com'] });
    const later = Date.now() + 3_600_000;
    const results = await Promise.allSettled([
      deployNewsletterCampaign({ ctx, input: { campaignId: site.campaignId, at: later } }),
      deployNewsletterCampaign({ ctx, input: { campaignId: site.campaignId, at: later } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    expect(await t.db('newsletter_deployments').where({ campaign_id: site.campaignId, kind: 'live' })).toHaveLength(1);
  });

  it('cancels a scheduled deployment before it starts, and refuses to cancel one that started', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['ann@example.com'] });
    const later = await deployNewsletterCampaign({
      ctx,
      input: { campaignId: site.campaignId, at: Date.now() + 3_600_000 },
    });
    expect((await t.db('newsletter_campaigns').where({ id: site.campaignId }).first()).status).toBe('Scheduled');
    await expect(deployNewsletterCampaign({ ctx, input: { campaignId: site.campaignId } })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const cancelled = await cancelNewsletterDeployment({ ctx, input: { id: later.id } });
    expect(cancelled.status).toBe('Cancelled');
    expect((await t.db('newsletter_campaigns').where({ id: site.campaignId }).first()).status).toBe('Draft');
    await runDueDeployments(t.engine, options);
    expect(sink.acknowledged).toHaveLength(0);

    const done = await deployNow();
    await expect(cancelNewsletterDeployment({ ctx, input: { id: done.id } })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('test sends', () => {
  it('sends to the template default testers at once with [TEST] in the subject, as a test deployment', async () => {
    const view = await sendNewsletterTest({ ctx, input: { campaignId: site.campaignId, emails: [] } });
    expect(view).toMatchObject({ kind: 'test', status: 'Sent', total: 2, sent: 2 });
    expect(sink.acknowledged.map((m) => m.to).sort()).toEqual(['tess@example.com', 'toby@example.com']);
    expect(sink.acknowledged[0]?.header('Subject')).toBe('[TEST] Today in brief');
    expect((await t.db('newsletter_campaigns').where({ id: site.campaignId }).first()).status).toBe('Draft');
  });

  it('sends to the addresses given, refusing more than 20 or one that is not an address', async () => {
    const view = await sendNewsletterTest({
      ctx,
      input: { campaignId: site.campaignId, emails: ['Someone@Example.com'] },
    });
    expect(view.sent).toBe(1);
    expect(copiesTo('someone@example.com')).toHaveLength(1);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}@example.com`);
    await expect(
      sendNewsletterTest({ ctx, input: { campaignId: site.campaignId, emails: many } }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(
      sendNewsletterTest({ ctx, input: { campaignId: site.campaignId, emails: ['not an address'] } }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('needs manage_newsletter_campaigns and the newsletters module', async () => {
    const tenant = await findTenantByKey(t.db, 'alpha');
    const anonymous = contextFor(t.engine, { tenant, ip: '127.0.0.1' });
    await expect(sendNewsletterTest({ ctx: anonymous, input: { campaignId: site.campaignId } })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const beta = await findTenantByKey(t.db, 'beta');
    const other = asSystem(contextFor(t.engine, { tenant: beta, ip: '127.0.0.1' }));
    await expect(sendNewsletterTest({ ctx: other, input: { campaignId: site.campaignId } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const off = { ...ctx, tenant: { ...tenant!, modules: [] } };
    await expect(getNewsletterDeployments({ ctx: off, input: { campaignId: site.campaignId } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('one-click unsubscribe', () => {
  const tokenFor = async (tenantKey: string, claims: { deploymentId: number; newsletterId: string; email: string }) =>
    signUnsubscribeToken(await unsubscribeSecret(t.db), tenantKey, claims);
  const post = (token: string, { hostName = host, body = 'List-Unsubscribe=One-Click' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?t=${encodeURIComponent(token)}`,
      headers: { host: hostName, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('removes the address from the newsletter (both tables), records the opt-out, and a later deployment leaves it out', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['leaver@example.com', 'stayer@example.com'] });
    const user = await insertSiteUser(t.db, { tenantKey: 'alpha', email: 'leaver@example.com', username: 'leaver' });
    await t
      .db('site_user_newsletters')
      .insert({ tenant_key: 'alpha', site_user_id: user.id, newsletter_id: 'daily', created: 1 });
    const first = await deployNow();
    const link = /<(https:[^>]+)>/.exec(copiesTo('leaver@example.com')[0]!.header('List-Unsubscribe')!)![1]!;
    const token = decodeURIComponent(new URL(link).searchParams.get('t')!);

    const response = await post(token);
    expect(response.statusCode).toBe(200);
    expect(await t.db('newsletter_subscribers').where({ email: 'leaver@example.com' })).toHaveLength(0);
    expect(await t.db('site_user_newsletters').where({ site_user_id: user.id })).toHaveLength(0);
    const events = await t.db('newsletter_subscription_events').where({ email: 'leaver@example.com' });
    expect(events).toMatchObject([
      { source: 'Unsubscribe', action: 'OptOut', newsletter_id: 'daily', deployment_id: first.id },
    ]);
    expect((await post(token)).statusCode).toBe(200);
    expect(await t.db('newsletter_subscription_events').where({ email: 'leaver@example.com' })).toHaveLength(1);

    sink.acknowledged.length = 0;
    await t.db('newsletter_campaigns').where({ id: site.campaignId }).update({ status: 'Draft' });
    const second = await deployNow(
      await insertNewsletterCampaign(t.db, { tenantKey: 'alpha', templateId: site.templateId }),
    );
    expect(second).toMatchObject({ total: 1, sent: 1 });
    expect(copiesTo('leaver@example.com')).toHaveLength(0);
  });

  it('skips a recipient who unsubscribed after the deployment started', async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['a-first@example.com', 'z-leaves@example.com'] });
    let deploymentId = 0;
    decide = (to) => {
      if (to === 'a-first@example.com')
        void t
          .db('newsletter_subscribers')
          .where({ email: 'z-leaves@example.com' })
          .delete()
          .then(() => {});
      return null;
    };
    const previous = options;
    options = { ...options, batchSize: 1 };
    try {
      const view = await deployNow();
      deploymentId = view.id;
      expect(view).toMatchObject({ total: 2, sent: 1, skipped: 1 });
      expect(view.failures).toMatchObject([{ email: 'z-leaves@example.com', status: 'skipped' }]);
    } finally {
      options = previous;
    }
    expect(deploymentId).toBeGreaterThan(0);
  });

  it("refuses a token of another site, newsletter, address or deployment, a test send's, or a tampered one, and never unsubscribes on GET", async () => {
    await insertSubscribers(t.db, { tenantKey: 'alpha', emails: ['ann@example.com'] });
    const sent = await deployNow();
    const claims = { deploymentId: sent.id, newsletterId: 'daily', email: 'ann@example.com' };
    const good = await tokenFor('alpha', claims);
    expect((await post(await tokenFor('beta', claims))).statusCode).toBe(404);
    expect((await post(good, { hostName: 'beta.example.com' })).statusCode).toBe(404);
    const [body, mac] = good.split('.');
    const forged = (other: object) =>
      `${Buffer.from(JSON.stringify(Object.values(other))).toString('base64url')}.${mac}`;
    expect((await post(forged({ ...claims, email: 'bob@example.com' }))).statusCode).toBe(404);
    expect((await post(forged({ ...claims, newsletterId: 'weekly' }))).statusCode).toBe(404);
    expect((await post(`${body}.${'A'.repeat(43)}`)).statusCode).toBe(404);
    // A copy never sent to the address (another deployment's id), or a test send's link.
    expect((await post(await tokenFor('alpha', { ...claims, deploymentId: sent.id + 1000 }))).statusCode).toBe(404);
    sink.acknowledged.length = 0;
    await sendNewsletterTest({ ctx, input: { campaignId: site.campaignId, emails: ['ann@example.com'] } });
    const testLink = /<(https:[^>]+)>/.exec(copiesTo('ann@example.com')[0]!.header('List-Unsubscribe')!)![1]!;
    expect((await post(decodeURIComponent(new URL(testLink).searchParams.get('t')!))).statusCode).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: `/newsletter/unsubscribe?t=${good}`, headers: { host } });
    expect(get.statusCode).not.toBe(200);
    expect(await t.db('newsletter_subscribers').where({ email: 'ann@example.com' })).toHaveLength(1);
    const page = await post(good, { body: 'List-Unsubscribe=One-Click&confirm=page' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/newsletter/unsubscribe?t=${encodeURIComponent(good)}&done=1`);
    expect(await t.db('newsletter_subscribers').where({ email: 'ann@example.com' })).toHaveLength(0);
  });
});

describe('subscription events', () => {
  it('counts opt-ins and opt-outs by Chicago day, newsletter, source and action', async () => {
    await t.db('newsletter_subscription_events').delete();
    // Chicago is UTC-5 in May: 05:00Z is midnight there.
    const midnight = Date.parse('2031-05-01T05:00:00Z');
    const row = (at: number, source: string, action: string, newsletterId = 'daily') => ({
      tenant_key: 'alpha',
      email: 'x@example.com',
      newsletter_id: newsletterId,
      source,
      action,
      at,
    });
    await t.db('newsletter_subscription_events').insert([
      row(midnight - 1, 'Registration', 'OptIn'), // 04-30 23:59:59.999 in Chicago
      row(midnight + 1000, 'Registration', 'OptIn'),
      row(midnight + 2000, 'Registration', 'OptIn'),
      row(midnight + 3000, 'Unsubscribe', 'OptOut'),
      row(midnight + 86_400_000 + 5, 'Account', 'OptIn', 'weekly'),
      row(midnight + 2 * 86_400_000, 'Account', 'OptIn'),
      { ...row(midnight + 1000, 'Registration', 'OptIn'), tenant_key: 'beta' },
    ]);
    expect(await countSubscriptionEvents(t.db, { tenantKey: 'alpha', from: '2031-05-01', to: '2031-05-02' })).toEqual([
      { day: '2031-05-01', newsletterId: 'daily', source: 'Registration', action: 'OptIn', count: 2 },
      { day: '2031-05-01', newsletterId: 'daily', source: 'Unsubscribe', action: 'OptOut', count: 1 },
      { day: '2031-05-02', newsletterId: 'weekly', source: 'Account', action: 'OptIn', count: 1 },
    ]);
    expect(await countSubscriptionEvents(t.db, { tenantKey: 'alpha', from: '2031-04-30', to: '2031-04-30' })).toEqual([
      { day: '2031-04-30', newsletterId: 'daily', source: 'Registration', action: 'OptIn', count: 1 },
    ]);
    expect(
      await countSubscriptionEvents(t.db, {
        tenantKey: 'alpha',
        from: '2031-05-01',
        to: '2031-05-01',
        newsletterId: 'weekly',
      }),
    ).toEqual([]);
  });
});
