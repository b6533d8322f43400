import type { Knex } from 'knex';
import { dbNumber, dbNullableNumber } from '../core/rows.ts';

/* Data access of newsletter_deliveries: one row per recipient of a deployment (ADR 0074). */

export interface Delivery {
  id: number;
  email: string;
  siteUserId: number | null;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
}

const toDelivery = (row: Record<string, unknown>): Delivery => ({
  id: dbNumber.parse(row.id),
  email: String(row.email),
  siteUserId: dbNullableNumber.parse(row.site_user_id),
  status: row.status as Delivery['status'],
  attempts: dbNumber.parse(row.attempts),
});

/**
 * The subscribers of a newsletter now, one per lower-cased address: anonymous sign-ups and active
 * site users, the site user's id kept when the address is both.
 */
function audienceQuery(db: Knex, tenantKey: string, newsletterId: string) {
  const anonymous = db('newsletter_subscribers')
    .where({ tenant_key: tenantKey, newsletter_id: newsletterId })
    .select(db.raw('lower(email) as email'), db.raw('cast(null as integer) as site_user_id'));
  const siteUsers = db('site_user_newsletters as n')
    .join('site_users as u', 'u.id', 'n.site_user_id')
    .where({ 'n.tenant_key': tenantKey, 'n.newsletter_id': newsletterId, 'u.status': 'active' })
    .select(db.raw('lower(u.email) as email'), 'u.id as site_user_id');
  return db
    .from(anonymous.unionAll(siteUsers).as('a'))
    .groupBy('email')
    .select('email', db.raw('max(site_user_id) as site_user_id'));
}

/** Copies the newsletter's audience into the deployment's deliveries (in the caller's transaction); returns how many. */
export async function snapshotAudience(
  db: Knex,
  { tenantKey, deploymentId, newsletterId }: { tenantKey: string; deploymentId: number; newsletterId: string },
): Promise<number> {
  const audience = audienceQuery(db, tenantKey, newsletterId)
    .select(
      db.raw('cast(? as varchar(64)) as tenant_key', [tenantKey]),
      db.raw('cast(? as integer) as deployment_id', [deploymentId]),
    )
    .toSQL();
  await db.raw(
    `insert into newsletter_deliveries (email, site_user_id, tenant_key, deployment_id) ${audience.sql}`,
    audience.bindings as Knex.RawBinding[],
  );
  return countDeliveries(db, deploymentId);
}

export async function insertTestDeliveries(
  db: Knex,
  { tenantKey, deploymentId, emails }: { tenantKey: string; deploymentId: number; emails: readonly string[] },
) {
  await db('newsletter_deliveries').insert(
    emails.map((email) => ({ tenant_key: tenantKey, deployment_id: deploymentId, email: email.toLowerCase() })),
  );
}

export async function countDeliveries(db: Knex, deploymentId: number): Promise<number> {
  const row = await db('newsletter_deliveries').where({ deployment_id: deploymentId }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/**
 * The next recipients to work, by id: pending ones due now and those left `sending` — in doubt,
 * the process that sent them stopped before recording the outcome (ADR 0074).
 */
export async function dueDeliveries(
  db: Knex,
  { deploymentId, now, limit }: { deploymentId: number; now: number; limit: number },
): Promise<Delivery[]> {
  const rows = await db('newsletter_deliveries')
    .where({ deployment_id: deploymentId })
    .whereIn('status', ['pending', 'sending'])
    .andWhere('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .select('id', 'email', 'site_user_id', 'status', 'attempts');
  return rows.map(toDelivery);
}

/** When the earliest retry waiting for later is due, or null when none waits. */
export async function nextRetryAt(db: Knex, deploymentId: number): Promise<number | null> {
  const row = await db('newsletter_deliveries')
    .where({ deployment_id: deploymentId })
    .whereIn('status', ['pending', 'sending'])
    .min({ at: 'next_attempt_at' })
    .first();
  return row?.at == null ? null : Number(row.at);
}

/** Of these addresses, those still subscribed to the newsletter (either table). */
export async function stillSubscribed(
  db: Knex,
  { tenantKey, newsletterId, emails }: { tenantKey: string; newsletterId: string; emails: readonly string[] },
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const marks = emails.map(() => '?').join(', ');
  const anonymous = await db('newsletter_subscribers')
    .where({ tenant_key: tenantKey, newsletter_id: newsletterId })
    .whereRaw(`lower(email) in (${marks})`, [...emails])
    .select(db.raw('lower(email) as email'));
  const siteUsers = await db('site_user_newsletters as n')
    .join('site_users as u', 'u.id', 'n.site_user_id')
    .where({ 'n.tenant_key': tenantKey, 'n.newsletter_id': newsletterId, 'u.status': 'active' })
    .whereRaw(`lower(u.email) in (${marks})`, [...emails])
    .select(db.raw('lower(u.email) as email'));
  return new Set([...anonymous, ...siteUsers].map((row: { email: string }) => String(row.email)));
}

/**
 * Takes a due recipient for sending — only if it is still as this worker read it (same status and
 * attempts) and this worker still holds the deployment's lease — and answers whether it did. A
 * worker that lost its lease, or a row another worker took meanwhile, sends nothing (ADR 0074).
 */
export async function markSending(
  db: Knex,
  {
    row,
    messageId,
    deploymentId,
    leaseOwner,
  }: { row: Delivery; messageId: string; deploymentId: number; leaseOwner: string },
): Promise<boolean> {
  const changed = await db('newsletter_deliveries')
    .where({ id: row.id, deployment_id: deploymentId, status: row.status, attempts: row.attempts })
    .whereExists((held) =>
      held.select(db.raw('1')).from('newsletter_deployments').where({ id: deploymentId, lease_owner: leaseOwner }),
    )
    .update({ status: 'sending', attempts: db.raw('attempts + 1'), message_id: messageId });
  return changed === 1;
}

/**
 * A copy this send took: its row and the attempt number `markSending` gave it. The outcome of a
 * send is written only while the row is still that attempt's (`sending`, same attempts): a worker
 * whose stalled send ends after another worker took the row again changes nothing (ADR 0074).
 */
export interface TakenDelivery {
  id: number;
  attempts: number;
}

const stillTaken = (db: Knex, taken: TakenDelivery) =>
  db('newsletter_deliveries').where({ id: taken.id, status: 'sending', attempts: taken.attempts });

export const markSent = (db: Knex, taken: TakenDelivery, at: number) =>
  stillTaken(db, taken).update({ status: 'sent', sent_at: at, last_error: '' });

export const markRetry = (db: Knex, taken: TakenDelivery, { at, error }: { at: number; error: string }) =>
  stillTaken(db, taken).update({ status: 'pending', next_attempt_at: at, last_error: error });

export const markFailed = (db: Knex, taken: TakenDelivery, error: string) =>
  stillTaken(db, taken).update({ status: 'failed', last_error: error });

/** A send the transport could not make (not this address's fault): pending again, the attempt not counted. */
export const markUnsent = (db: Knex, taken: TakenDelivery, error: string) =>
  stillTaken(db, taken).update({ status: 'pending', attempts: db.raw('attempts - 1'), last_error: error });

/** A row left `sending` by workers that stopped mid-send too often: failed rather than sent again. */
export const markGivenUp = (db: Knex, row: Delivery, error: string) =>
  db('newsletter_deliveries')
    .where({ id: row.id, status: 'sending', attempts: row.attempts })
    .update({ status: 'failed', last_error: error });

export const markSkipped = (db: Knex, ids: readonly number[], reason: string) =>
  ids.length ? db('newsletter_deliveries').whereIn('id', ids).update({ status: 'skipped', last_error: reason }) : 0;

/** Deliveries by status. */
export async function deliveryCounts(db: Knex, deploymentId: number): Promise<Record<Delivery['status'], number>> {
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  const rows = await db('newsletter_deliveries')
    .where({ deployment_id: deploymentId })
    .groupBy('status')
    .select('status', db.raw('count(*) as n'));
  for (const row of rows) counts[row.status as Delivery['status']] = Number(row.n);
  return counts;
}

/** The recipients that failed or were skipped, with why (at most `limit`). */
export async function unsentDeliveries(db: Knex, deploymentIds: readonly number[], limit = 200) {
  if (deploymentIds.length === 0) return [];
  const rows = await db('newsletter_deliveries')
    .whereIn('deployment_id', deploymentIds)
    .whereIn('status', ['failed', 'skipped'])
    .orderBy('id')
    .limit(limit)
    .select('deployment_id', 'email', 'status', 'attempts', 'last_error');
  return rows.map((row: Record<string, unknown>) => ({
    deploymentId: dbNumber.parse(row.deployment_id),
    email: String(row.email),
    status: String(row.status),
    attempts: dbNumber.parse(row.attempts),
    error: String(row.last_error),
  }));
}
