import { asSystem, type EngineContext } from '../core/context.ts';
import { emitChange } from '../core/events.ts';
import { tags } from '../core/change-tags.ts';
import { NewsletterSendError, type RecipientNewsletterProvider } from '../core/newsletter-provider.ts';
import type { Tenant } from '../core/tenant.ts';
import { mailSiteOf } from '../site-users/emails.ts';
import { findTenantByKey } from '../tenants/queries.ts';
import { findDeploymentCampaign, moveCampaignStatus, type DeploymentCampaign } from './campaign-rows.ts';
import { composeMessage, deliveryMessageId, type StoredRendering, unsubscribeUrlOf } from './compose-message.ts';
import {
  countDeliveries,
  deliveryCounts,
  dueDeliveries,
  markFailed,
  markGivenUp,
  markRetry,
  markSending,
  markSent,
  markSkipped,
  markUnsent,
  snapshotAudience,
  stillSubscribed,
  type Delivery,
} from './delivery-queries.ts';
import {
  findDeployment,
  releaseLease,
  renewLease,
  updateLeasedDeployment,
  type Deployment,
} from './deployment-queries.ts';
import { manageSubscriptionsPath } from '../newsletter-render/footer.ts';
import { renderForDeployment, unsubscribeTokenPlaceholder } from './render-deployment.ts';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token.ts';
import type { DeploymentWorkerOptions } from './worker-options.ts';

/*
 * Works one deployment whose lease this process holds (ADR 0074): start it once (render, snapshot
 * the audience), then per recipient mark `sending` → send → mark `sent`, and finish when nobody is
 * left. Every write is guarded by the lease owner or by the delivery's own row, so a process that
 * lost its lease stops at the next step.
 */

type Lease = { id: number; owner: string };

/** The campaign changed between its rendering and its start (an edit, a cancel). */
class CampaignChanged extends Error {}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function fromAndSite(ctx: EngineContext & { tenant: Tenant }, campaign: DeploymentCampaign) {
  const site = await mailSiteOf(ctx);
  const from = campaign.template.deploymentSettings.defaultFrom || site.from;
  return { site, from };
}

async function rendering(ctx: EngineContext & { tenant: Tenant }, d: Deployment, campaign: DeploymentCampaign) {
  const { site, from } = await fromAndSite(ctx, campaign);
  const rendered = await renderForDeployment({
    ctx,
    campaign,
    origin: site.origin,
    unsubscribeUrl: unsubscribeUrlOf(site.origin, unsubscribeTokenPlaceholder),
  });
  const stored: StoredRendering = {
    ...rendered,
    subject: d.kind === 'test' ? `[TEST] ${rendered.subject}` : rendered.subject,
    from,
    replyTo: campaign.template.deploymentSettings.replyTo,
    newsletterId: campaign.template.newsletterId,
    domain: ctx.tenant.domain,
    origin: site.origin,
  };
  return stored;
}

/** The rendering's one-click unsubscribe address (which names a recipient) replaced by the subscriptions page. */
const withoutRecipientLinks = (body: string, origin: string) =>
  body.split(unsubscribeUrlOf(origin, unsubscribeTokenPlaceholder)).join(`${origin}${manageSubscriptionsPath}`);

const campaignTags = (campaign: { id: number; templateId: number }) => [
  tags.newsletterCampaign(campaign.id),
  tags.newsletterTemplate(campaign.templateId),
];

/** The deployment ends Failed; a live one's campaign goes back to Draft (nothing was sent), so it can be deployed again. */
async function failDeployment(
  ctx: EngineContext,
  lease: Lease,
  error: string,
  campaign?: { tenantKey: string; id: number } | null,
) {
  await ctx.db.transaction(async (trx) => {
    const failed = await updateLeasedDeployment(trx, lease, {
      status: 'Failed',
      error,
      finished_at: ctx.now(),
      lease_owner: null,
      lease_until: null,
    });
    if (failed && campaign)
      await moveCampaignStatus(trx, {
        ...campaign,
        from: ['Scheduled'],
        to: 'Draft',
        now: ctx.now(),
        scheduledAt: null,
      });
  });
}

/** Scheduled → Sending: renders once, snapshots the audience; null when the deployment is not startable by us. */
async function startDeployment(
  ctx: EngineContext & { tenant: Tenant },
  d: Deployment,
  lease: Lease,
): Promise<Deployment | null> {
  const campaign = await findDeploymentCampaign(ctx.db, d.tenantKey, d.campaignId);
  if (!campaign) return (void (await failDeployment(ctx, lease, 'The campaign no longer exists.')), null);
  const newsletterId = campaign.template.newsletterId;
  const liveCampaign = d.kind === 'live' ? { tenantKey: d.tenantKey, id: d.campaignId } : null;
  if (d.kind === 'live' && !newsletterId)
    return (
      void (await failDeployment(ctx, lease, 'The template names no newsletter to send to.', liveCampaign)),
      null
    );
  const stored = await rendering(ctx, d, campaign);
  const now = ctx.now();

  if (ctx.newsletters.kind === 'list') {
    const testers =
      d.kind === 'test' ? await ctx.db('newsletter_deliveries').where({ deployment_id: d.id }).pluck('email') : [];
    const names = new Map(campaign.template.defaultTesters.map((t) => [t.emailAddress.toLowerCase(), t]));
    const [fromName, fromEmail] = /^(.*?)\s*<([^<>]+)>$/.exec(stored.from)?.slice(1) ?? ['', stored.from];
    const { ref } = await ctx.newsletters.deploy({
      tenant: { key: ctx.tenant.key, abbreviation: ctx.tenant.abbreviation },
      deploymentId: d.id,
      kind: d.kind,
      name: `${campaign.template.name} ${campaign.date}`,
      fromName: fromName ?? '',
      fromEmail: fromEmail ?? stored.from,
      replyTo: stored.replyTo,
      subject: stored.subject,
      // Omeda sends to its own audience and handles its opt-outs: our one-click link, which names a
      // recipient, has none to name, so the footer's unsubscribe goes to the subscriptions page.
      html: withoutRecipientLinks(stored.html, stored.origin),
      text: withoutRecipientLinks(stored.text, stored.origin),
      at: Math.max(now, d.scheduledAt),
      settings: campaign.template.deploymentSettings,
      testers: testers.map((email: string) => ({
        email,
        firstName: names.get(email)?.firstName ?? '',
        lastName: names.get(email)?.lastName ?? '',
      })),
    });
    await ctx.db.transaction(async (trx) => {
      await updateLeasedDeployment(trx, lease, {
        status: 'Sent',
        provider_ref: ref,
        started_at: now,
        finished_at: now,
        rendered: JSON.stringify(stored),
        lease_owner: null,
        lease_until: null,
      });
      if (liveCampaign)
        await moveCampaignStatus(trx, { ...liveCampaign, from: ['Scheduled'], to: 'Sent', now, sentAt: now });
    });
    if (d.kind === 'live') emitChange(ctx, d.tenantKey, 'newsletter_campaign', campaignTags(campaign));
    return null;
  }

  const started = await ctx.db
    .transaction(async (trx) => {
      const taken = await trx('newsletter_deployments')
        .where({ id: d.id, lease_owner: lease.owner, status: 'Scheduled' })
        .update({ status: 'Sending', started_at: now, rendered: JSON.stringify(stored), error: '' });
      if (taken !== 1) return false;
      // The campaign as rendered, still Scheduled: an edit saved meanwhile (or a cancel) wins, and this
      // start is undone to render again on the next pass.
      if (
        liveCampaign &&
        !(await moveCampaignStatus(trx, {
          ...liveCampaign,
          from: ['Scheduled'],
          to: 'Sending',
          now,
          revision: campaign.revision,
        }))
      )
        throw new CampaignChanged();
      const total =
        d.kind === 'live'
          ? await snapshotAudience(trx, { tenantKey: d.tenantKey, deploymentId: d.id, newsletterId })
          : await countDeliveries(trx, d.id);
      await trx('newsletter_deployments').where({ id: d.id }).update({ total });
      return true;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof CampaignChanged)) throw error;
      // Rendered from a copy the editor has since changed: start over on the next pass, soon.
      await updateLeasedDeployment(ctx.db, lease, { lease_owner: null, lease_until: ctx.now() + 1_000 });
      return false;
    });
  if (!started) return null;
  if (d.kind === 'live') emitChange(ctx, d.tenantKey, 'newsletter_campaign', campaignTags(campaign));
  return findDeployment(ctx.db, d.id);
}

/** Runs `work` on the items, `concurrency` at a time; on a failure no lane takes more, all finish, then it is thrown. */
async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (!failure && next < items.length)
      await work(items[next++] as T).catch((error: unknown) => void (failure ??= { error }));
  });
  await Promise.all(lanes);
  if (failure) throw (failure as { error: unknown }).error;
}

async function sendOne(
  ctx: EngineContext,
  provider: RecipientNewsletterProvider,
  {
    d,
    stored,
    secret,
    options,
    lease,
  }: { d: Deployment; stored: StoredRendering; secret: Buffer; options: DeploymentWorkerOptions; lease: Lease },
  row: Delivery,
) {
  const messageId = deliveryMessageId({ deploymentId: d.id, deliveryId: row.id, domain: stored.domain });
  const token = signUnsubscribeToken(secret, d.tenantKey, {
    deploymentId: d.id,
    newsletterId: stored.newsletterId,
    email: row.email,
  });
  if (!(await markSending(ctx.db, { row, messageId, deploymentId: d.id, leaseOwner: lease.owner }))) return;
  const attempt = row.attempts + 1;
  const taken = { id: row.id, attempts: attempt };
  try {
    await provider.send(
      composeMessage({
        rendering: stored,
        to: row.email,
        messageId,
        token,
        unsubscribeMailto: options.unsubscribeMailto,
      }),
    );
  } catch (error) {
    const failure = error instanceof NewsletterSendError ? error : new NewsletterSendError(reason(error), false);
    // Nothing can go out now (our login, our sender, the connection): this row waits with the rest.
    if (failure.affects === 'deployment') {
      await markUnsent(ctx.db, taken, failure.message);
      throw failure;
    }
    if (failure.permanent || attempt >= options.maxAttempts) await markFailed(ctx.db, taken, failure.message);
    else {
      const delays = options.retryDelaysMs;
      const wait = delays[Math.min(attempt - 1, delays.length - 1)] ?? 60_000;
      await markRetry(ctx.db, taken, { at: ctx.now() + wait, error: failure.message });
    }
    return;
  }
  await markSent(ctx.db, taken, ctx.now());
}

/** How often a sending worker stores the deployment's progress (sent, failed, skipped). */
const progressIntervalMs = 1_000;

async function storeCounts(ctx: EngineContext, lease: Lease) {
  const counts = await deliveryCounts(ctx.db, lease.id);
  await updateLeasedDeployment(ctx.db, lease, { sent: counts.sent, failed: counts.failed, skipped: counts.skipped });
  return counts;
}

/** Sends to every due recipient; returns whether the deployment is done (nobody pending or in doubt). */
async function sendDue(
  ctx: EngineContext,
  d: Deployment,
  lease: Lease,
  options: DeploymentWorkerOptions,
  lost: () => boolean,
): Promise<boolean> {
  const provider = ctx.newsletters;
  if (provider.kind !== 'recipients') throw new Error('A list provider has no recipients to send to');
  const stored = d.rendered as StoredRendering;
  const secret = await unsubscribeSecret(ctx.db);
  // Counting is a pass over the deployment's deliveries: at most once a second while sending, so
  // a large deployment's progress costs linear, not quadratic, work.
  let countedAt = -Infinity;
  for (;;) {
    if (lost()) return false;
    const batch = await dueDeliveries(ctx.db, { deploymentId: d.id, now: ctx.now(), limit: options.batchSize });
    if (batch.length === 0) break;
    // A copy left in doubt by workers that stopped mid-send as often as a recipient may be tried:
    // reported failed, not sent once more.
    const givenUp = batch.filter((row) => row.status === 'sending' && row.attempts >= options.maxAttempts);
    for (const row of givenUp)
      await markGivenUp(ctx.db, row, `In doubt after ${row.attempts} attempts that stopped mid-send; not sent again.`);
    let work = batch.filter((row) => !givenUp.includes(row));
    if (d.kind === 'live') {
      const subscribed = await stillSubscribed(ctx.db, {
        tenantKey: d.tenantKey,
        newsletterId: stored.newsletterId,
        emails: work.map((row) => row.email),
      });
      const gone = work.filter((row) => !subscribed.has(row.email)).map((row) => row.id);
      await markSkipped(ctx.db, gone, 'Unsubscribed before this copy was sent.');
      work = work.filter((row) => subscribed.has(row.email));
    }
    await runPool(work, options.concurrency, async (row) => {
      if (!lost()) await sendOne(ctx, provider, { d, stored, secret, options, lease }, row);
    });
    if (performance.now() - countedAt >= progressIntervalMs) {
      await storeCounts(ctx, lease);
      countedAt = performance.now();
    }
  }
  const counts = await storeCounts(ctx, lease);
  return counts.pending + counts.sending === 0;
}

async function finishDeployment(ctx: EngineContext, d: Deployment, lease: Lease) {
  const counts = await deliveryCounts(ctx.db, d.id);
  const now = ctx.now();
  const status = counts.sent === 0 && counts.failed > 0 ? 'Failed' : 'Sent';
  const finished = await ctx.db.transaction(async (trx) => {
    const done = await updateLeasedDeployment(trx, lease, {
      status,
      finished_at: now,
      sent: counts.sent,
      failed: counts.failed,
      skipped: counts.skipped,
      lease_owner: null,
      lease_until: null,
    });
    // A campaign nobody received is not Sent (nor in the archive): back to Draft, to deploy again.
    if (done && d.kind === 'live')
      await moveCampaignStatus(trx, {
        tenantKey: d.tenantKey,
        id: d.campaignId,
        from: ['Sending'],
        ...(status === 'Sent' ? { to: 'Sent', sentAt: now } : { to: 'Draft', scheduledAt: null }),
        now,
      });
    return done;
  });
  if (finished && d.kind === 'live') {
    const campaign = await findDeploymentCampaign(ctx.db, d.tenantKey, d.campaignId);
    if (campaign) emitChange(ctx, d.tenantKey, 'newsletter_campaign', campaignTags(campaign));
  }
}

/** Works a deployment this process has just claimed (as the system, on the deployment's tenant), until it is done, waits for retries, or the lease is lost. */
export async function workDeployment(base: EngineContext, claimed: Deployment, options: DeploymentWorkerOptions) {
  const lease = { id: claimed.id, owner: options.owner };
  const tenant = await findTenantByKey(base.db, claimed.tenantKey);
  const ctx = asSystem({ ...base, tenant, cmsUser: null });
  const engine = ctx;
  let lost = false;
  const renewal = setInterval(
    () => {
      renewLease(engine.db, { ...lease, until: engine.now() + options.leaseMs }).then(
        (held) => void (lost ||= !held),
        (error: unknown) => {
          // Unsure whether we still hold it: stop, as if lost (the next pass claims it again).
          lost = true;
          engine.log.error({ err: error, deploymentId: lease.id }, 'newsletter lease renewal failed');
        },
      );
    },
    Math.max(50, options.leaseMs / 3),
  );
  renewal.unref();
  try {
    if (!tenant) return void (await failDeployment(ctx, lease, 'The site no longer exists.'));
    const liveCampaign = claimed.kind === 'live' ? { tenantKey: claimed.tenantKey, id: claimed.campaignId } : null;
    if (!tenant.modules.includes('newsletters'))
      return void (await failDeployment(ctx, lease, "The site's newsletters module is off.", liveCampaign));
    let d: Deployment | null = claimed;
    if (d.status === 'Scheduled') d = await startDeployment({ ...ctx, tenant }, d, lease);
    if (!d || d.status !== 'Sending') return;
    if (await sendDue(ctx, d, lease, options, () => lost)) await finishDeployment(ctx, d, lease);
  } catch (error) {
    engine.log.error({ err: error, deploymentId: lease.id }, 'newsletter deployment pass failed');
    // The provider refused the deployment itself (Omeda's 4xx): no later pass would do better.
    if (error instanceof NewsletterSendError && error.permanent && error.affects === 'recipient')
      await failDeployment(
        ctx,
        lease,
        error.message,
        claimed.kind === 'live' ? { tenantKey: claimed.tenantKey, id: claimed.campaignId } : null,
      );
    // Anything else (the database, the renderer): hold the deployment off for the first retry delay.
    else
      await updateLeasedDeployment(engine.db, lease, {
        error: reason(error),
        lease_owner: null,
        // At least a second: a zero delay would claim the same failing deployment again at once.
        lease_until: engine.now() + Math.max(1_000, options.retryDelaysMs[0] ?? 60_000),
      }).catch(() => {});
  } finally {
    clearInterval(renewal);
    await releaseLease(engine.db, lease).catch(() => {});
  }
}
