import type { Knex } from 'knex';
import { z } from 'zod';
import { dbJson, dbNumber } from '../core/rows.ts';
import { reminderKinds, type ReminderKind } from './reminder-kinds.ts';

const dueRow = z.object({
  request_token_id: dbNumber,
  tenant_key: z.string(),
  site_user_id: dbNumber,
  email: z.string(),
  payload: dbJson(z.record(z.string(), z.unknown())),
  expires: dbNumber,
});

export type DueReminder = z.infer<typeof dueRow> & { kind: ReminderKind };

/**
 * Registration requests of every tenant due a reminder of `kind` at `now`: the live `register`
 * link of a still pending user, issued between `until` and `after` ago, that is not itself a
 * reminder's link and has no reminder of this kind yet. Oldest first, at most `limit`.
 */
export async function findDueReminders(
  db: Knex,
  { kind, now, limit }: { kind: ReminderKind; now: number; limit: number },
): Promise<DueReminder[]> {
  const { after, until } = reminderKinds[kind];
  const rows: unknown[] = await db('site_user_tokens as t')
    .join('site_users as u', (on) => on.on('u.id', 't.site_user_id').andOn('u.tenant_key', 't.tenant_key'))
    .where('t.kind', 'register')
    .whereNull('t.used_at')
    .where('t.expires', '>', now)
    .where('t.created', '<=', now - after)
    .where('t.created', '>', now - until)
    .where('u.status', 'pending')
    .whereNotExists((q) =>
      q.select(db.raw('1')).from('registration_reminders as r').whereRaw('r.reminder_token_id = t.id'),
    )
    .whereNotExists((q) =>
      q
        .select(db.raw('1'))
        .from('registration_reminders as r')
        .whereRaw('r.request_token_id = t.id')
        .where('r.kind', kind),
    )
    .orderBy('t.created')
    .limit(limit)
    .select('t.id as request_token_id', 't.tenant_key', 't.site_user_id', 'u.email', 't.payload', 't.expires');
  return rows.map((row) => ({ ...dueRow.parse(row), kind }));
}

/**
 * Claims the reminder of `kind` for the request: true only for the one caller whose row went in
 * (the unique request and kind), which alone may send it.
 */
export async function claimReminder(
  db: Knex,
  {
    tenantKey,
    siteUserId,
    requestTokenId,
    kind,
    now,
  }: { tenantKey: string; siteUserId: number; requestTokenId: number; kind: ReminderKind; now: number },
): Promise<number | null> {
  const inserted: unknown[] = await db('registration_reminders')
    .insert({
      tenant_key: tenantKey,
      site_user_id: siteUserId,
      request_token_id: requestTokenId,
      kind,
      claimed_at: now,
    })
    .onConflict(['request_token_id', 'kind'])
    .ignore()
    .returning('id');
  const first = inserted[0];
  if (first === undefined) return null;
  return typeof first === 'object' ? Number((first as { id: number }).id) : Number(first);
}

/** Notes the link token the claimed reminder carries (so it is never taken for a request). */
export async function setReminderToken(db: Knex, { id, tokenId }: { id: number; tokenId: number }) {
  await db('registration_reminders').where({ id }).update({ reminder_token_id: tokenId });
}

/** Notes that the mail port took the reminder. */
export async function markReminderSent(db: Knex, { id, now }: { id: number; now: number }) {
  await db('registration_reminders').where({ id }).update({ sent_at: now });
}
