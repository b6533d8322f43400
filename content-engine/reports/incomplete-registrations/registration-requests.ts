import type { Knex } from 'knex';

/*
 * SQL fragments over a pending user `u`'s registration requests: the `register` link tokens
 * requestRegisterSiteUser issued (a reminder's link is a register token too, but not a request),
 * and the reminders sent for them (registration_reminders, ADR 0069).
 */

/** The user's requests, newest first. */
const requests = `select t.created, t.payload from site_user_tokens t
  where t.site_user_id = u.id and t.kind = 'register'
  and not exists (select 1 from registration_reminders r where r.reminder_token_id = t.id)`;

/** Whether `u` ever asked to register (not, e.g., an imported or admin-made pending user). */
export const hasRequest = `exists (${requests})`;

/** When `u` last asked for a registration link. */
export const lastRequest = `(select max(q.created) from (${requests}) q)`;

/**
 * The reminders e-mailed to `u` (claimed and handed to the mail port) — reached through the user's
 * tokens, which the indexes on site_user_tokens (site_user_id, kind) and on the reminders'
 * request token serve.
 */
export const remindersSent = `(select count(*) from site_user_tokens t
  join registration_reminders r on r.request_token_id = t.id
  where t.site_user_id = u.id and t.kind = 'register' and r.sent_at is not null)`;

/** The title of the membership `u`'s newest request was for (its payload's membershipId). */
export function requestedMembership(db: Knex): string {
  const newest = `(select t.payload from site_user_tokens t where t.site_user_id = u.id and t.kind = 'register'
    and not exists (select 1 from registration_reminders r where r.reminder_token_id = t.id)
    order by t.created desc, t.id desc limit 1)`;
  const membershipId =
    db.client.config.client === 'pg'
      ? `cast(cast(${newest} as json) ->> 'membershipId' as integer)`
      : `cast(json_extract(${newest}, '$.membershipId') as integer)`;
  return `(select m.title from memberships m where m.id = ${membershipId})`;
}
