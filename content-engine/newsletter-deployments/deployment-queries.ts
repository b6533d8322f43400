import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNumber, dbNullableNumber } from '../core/rows.ts';
import type { RenderedNewsletter } from '../shared/newsletters/render-input.ts';

/* Data access of newsletter_deployments (ADR 0074). */

export const deploymentStatuses = ['Scheduled', 'Sending', 'Sent', 'Failed', 'Cancelled'] as const;
export type DeploymentStatus = (typeof deploymentStatuses)[number];

const renderedSchema = z.looseObject({
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  text: z.string(),
});

const deploymentRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  campaign_id: dbNumber,
  kind: z.enum(['test', 'live']),
  provider: z.string(),
  status: z.enum(deploymentStatuses),
  scheduled_at: dbNumber,
  started_at: dbNullableNumber,
  finished_at: dbNullableNumber,
  rendered: z
    .string()
    .nullable()
    .transform((text) => (text ? renderedSchema.parse(JSON.parse(text)) : null)),
  total: dbNumber,
  sent: dbNumber,
  failed: dbNumber,
  skipped: dbNumber,
  lease_owner: z.string().nullable(),
  provider_ref: z.string(),
  error: z.string(),
});

export interface Deployment {
  id: number;
  tenantKey: string;
  campaignId: number;
  kind: 'test' | 'live';
  provider: string;
  status: DeploymentStatus;
  scheduledAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  rendered: RenderedNewsletter | null;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  leaseOwner: string | null;
  providerRef: string;
  error: string;
}

const toDeployment = (row: unknown): Deployment => {
  const r = deploymentRow.parse(row);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    campaignId: r.campaign_id,
    kind: r.kind,
    provider: r.provider,
    status: r.status,
    scheduledAt: r.scheduled_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    rendered: r.rendered,
    total: r.total,
    sent: r.sent,
    failed: r.failed,
    skipped: r.skipped,
    leaseOwner: r.lease_owner,
    providerRef: r.provider_ref,
    error: r.error,
  };
};

export async function insertDeployment(
  db: Knex,
  d: {
    tenantKey: string;
    campaignId: number;
    kind: 'test' | 'live';
    provider: string;
    status: DeploymentStatus;
    scheduledAt: number;
    requestedBy: number | null;
    now: number;
  },
): Promise<number> {
  const [row] = await db('newsletter_deployments')
    .insert({
      tenant_key: d.tenantKey,
      campaign_id: d.campaignId,
      kind: d.kind,
      provider: d.provider,
      status: d.status,
      scheduled_at: d.scheduledAt,
      requested_by: d.requestedBy,
      created: d.now,
    })
    .returning('id');
  return Number(typeof row === 'object' ? (row as { id: number }).id : row);
}

export async function findDeployment(db: Knex, id: number, tenantKey?: string): Promise<Deployment | null> {
  const row = await db('newsletter_deployments')
    .where({ id })
    .modify((q) => {
      if (tenantKey) q.andWhere({ tenant_key: tenantKey });
    })
    .first();
  return row ? toDeployment(row) : null;
}

export async function listCampaignDeployments(db: Knex, tenantKey: string, campaignId: number): Promise<Deployment[]> {
  const rows = await db('newsletter_deployments')
    .where({ tenant_key: tenantKey, campaign_id: campaignId })
    .orderBy('id', 'desc');
  return rows.map(toDeployment);
}

/** A live deployment of the campaign that is not over (Scheduled or Sending), if any. */
export async function findOpenLiveDeployment(db: Knex, tenantKey: string, campaignId: number) {
  const row = await db('newsletter_deployments')
    .where({ tenant_key: tenantKey, campaign_id: campaignId, kind: 'live' })
    .whereIn('status', ['Scheduled', 'Sending'])
    .first();
  return row ? toDeployment(row) : null;
}

/**
 * Takes the lease of one due deployment (Scheduled or Sending, due, nobody's live lease): a
 * compare-and-set on the lease columns, so of several processes exactly one wins it.
 */
export async function claimDueDeployment(
  db: Knex,
  { owner, now, leaseMs, id: only }: { owner: string; now: number; leaseMs: number; id?: number },
): Promise<Deployment | null> {
  // Not held, or held off (no owner) until a time now past; another process's lease counts as
  // lapsed only a margin after its end, as that process's clock may run ahead of ours.
  const lapsed = now - leaseSkewMargin(leaseMs);
  const unleased = (q: Knex.QueryBuilder) =>
    q
      .whereNull('lease_until')
      .orWhere((off) => off.whereNull('lease_owner').andWhere('lease_until', '<', now))
      .orWhere('lease_until', '<', lapsed);
  const candidates = await db('newsletter_deployments')
    .whereIn('status', ['Scheduled', 'Sending'])
    .andWhere('scheduled_at', '<=', now)
    .andWhere(unleased)
    .modify((q) => {
      if (only !== undefined) q.andWhere({ id: only });
    })
    // Not one whose remaining recipients all wait for a later retry (nothing to do yet).
    .andWhereRaw(
      `(status = 'Scheduled'
        or exists (select 1 from newsletter_deliveries x where x.deployment_id = newsletter_deployments.id
                   and x.status in ('pending', 'sending') and x.next_attempt_at <= ?)
        or not exists (select 1 from newsletter_deliveries y where y.deployment_id = newsletter_deployments.id
                       and y.status in ('pending', 'sending')))`,
      [now],
    )
    .orderBy('scheduled_at')
    .limit(5)
    .pluck('id');
  for (const id of candidates) {
    const taken = await db('newsletter_deployments')
      .where({ id })
      .whereIn('status', ['Scheduled', 'Sending'])
      .andWhere(unleased)
      .update({ lease_owner: owner, lease_until: now + leaseMs });
    if (taken === 1) return findDeployment(db, Number(id));
  }
  return null;
}

/**
 * How long after its end another process's lease is taken as lapsed: the processes' clocks may
 * differ by this much without two of them working one deployment at once (half a lease, 30 s at most).
 */
export const leaseSkewMargin = (leaseMs: number) => Math.min(30_000, Math.round(leaseMs / 2));

/** Extends the lease; false when this owner lost it (it must stop working the deployment). */
export async function renewLease(db: Knex, { id, owner, until }: { id: number; owner: string; until: number }) {
  return (await db('newsletter_deployments').where({ id, lease_owner: owner }).update({ lease_until: until })) === 1;
}

export async function releaseLease(db: Knex, { id, owner }: { id: number; owner: string }) {
  await db('newsletter_deployments').where({ id, lease_owner: owner }).update({ lease_owner: null, lease_until: null });
}

/** Updates a deployment this owner holds the lease of; false when it does not. */
export async function updateLeasedDeployment(
  db: Knex,
  { id, owner }: { id: number; owner: string },
  changes: Record<string, unknown>,
): Promise<boolean> {
  return (await db('newsletter_deployments').where({ id, lease_owner: owner }).update(changes)) === 1;
}

/** When work next falls due after `now`: a scheduled deployment or a retry of a Sending one (null: none). */
export async function nextWakeAt(db: Knex, now: number): Promise<number | null> {
  const scheduled = await db('newsletter_deployments')
    .where({ status: 'Scheduled' })
    .andWhere('scheduled_at', '>', now)
    .min({ at: 'scheduled_at' })
    .first();
  const retry = await db('newsletter_deliveries as x')
    .join('newsletter_deployments as d', 'd.id', 'x.deployment_id')
    .where('d.status', 'Sending')
    .whereIn('x.status', ['pending', 'sending'])
    .andWhere('x.next_attempt_at', '>', now)
    .min({ at: 'x.next_attempt_at' })
    .first();
  const times = [scheduled?.at, retry?.at].filter((t) => t != null).map(Number);
  return times.length ? Math.min(...times) : null;
}
