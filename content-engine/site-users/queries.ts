import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { siteUserColumns, siteUserRow, type SiteUserRow } from './site-user.ts';

const parse = (row: unknown): SiteUserRow | null => (row ? siteUserRow.parse(row) : null);
const ofTenant = (db: Knex, tenantKey: string) => db('site_users').where({ tenant_key: tenantKey });

export async function findSiteUserById(
  db: Knex,
  { tenantKey, id }: { tenantKey: string; id: number },
): Promise<SiteUserRow | null> {
  return parse(await ofTenant(db, tenantKey).where({ id }).first(siteUserColumns));
}

export async function findSiteUserByEmail(
  db: Knex,
  { tenantKey, email }: { tenantKey: string; email: string },
): Promise<SiteUserRow | null> {
  return parse(
    await ofTenant(db, tenantKey).whereRaw('lower(email) = ?', [email.toLowerCase()]).first(siteUserColumns),
  );
}

/** The tenant's user whose username or e-mail is `login`, case-insensitively (a username match wins). */
export async function findSiteUserByLogin(
  db: Knex,
  { tenantKey, login }: { tenantKey: string; login: string },
): Promise<SiteUserRow | null> {
  const lower = login.trim().toLowerCase();
  const rows = await ofTenant(db, tenantKey)
    .where((q) => q.whereRaw('lower(username) = ?', [lower]).orWhereRaw('lower(email) = ?', [lower]))
    .select(siteUserColumns)
    .limit(2);
  const parsed = rows.map((row) => siteUserRow.parse(row));
  return parsed.find((row) => row.username.toLowerCase() === lower) ?? parsed[0] ?? null;
}

/** A new random public id: 32 hex characters. */
export const newHashedId = () => randomBytes(16).toString('hex');

/** A pending user (no password) for a registration request; the username starts as the e-mail. */
export async function insertPendingSiteUser(
  db: Knex,
  { tenantKey, email, now, fields }: { tenantKey: string; email: string; now: number; fields: Record<string, unknown> },
): Promise<number> {
  const [inserted] = await db('site_users')
    .insert({
      tenant_key: tenantKey,
      email: email.toLowerCase(),
      username: email.toLowerCase(),
      status: 'pending',
      hashed_id: newHashedId(),
      ...serialise(fields),
      created: now,
      updated: now,
    })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

const serialise = (changes: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([column, value]) => [column, column === 'demographics' || column === 'consent' ? toJson(value) : value]),
  );

/** Writes the given columns (undefined ones are left as they are). */
export async function updateSiteUserRow(
  db: Knex,
  { tenantKey, id, changes, now }: { tenantKey: string; id: number; changes: Record<string, unknown>; now: number },
) {
  await ofTenant(db, tenantKey)
    .where({ id })
    .update({ ...serialise(changes), updated: now });
}

/** Which of the e-mail or username another user of the tenant already has (as e-mail or username), if either. */
export async function takenSiteUserLogin(
  db: Knex,
  { tenantKey, email, username, exceptId }: { tenantKey: string; email?: string; username?: string; exceptId?: number },
): Promise<'email' | 'username' | null> {
  const values = [email, username].filter((v): v is string => v !== undefined).map((v) => v.toLowerCase());
  if (values.length === 0) return null;
  const query = ofTenant(db, tenantKey).where((q) =>
    q
      .whereRaw(`lower(email) IN (${values.map(() => '?').join(', ')})`, values)
      .orWhereRaw(`lower(username) IN (${values.map(() => '?').join(', ')})`, values),
  );
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  const rows: { email: string; username: string }[] = await query.select('email', 'username').limit(5);
  const holds = (value: string | undefined) =>
    value !== undefined &&
    rows.some((row) => [row.email.toLowerCase(), row.username.toLowerCase()].includes(value.toLowerCase()));
  if (holds(email)) return 'email';
  return holds(username) ? 'username' : null;
}
