import type { Knex } from 'knex';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import { chicagoDay } from '../shared/chicago-day.ts';

/** How a session began: a password login, the end of a registration, or an editor's simulation. */
export type SiteUserLoginKind = 'password' | 'registration' | 'simulation';

/** Login history kept per user: older rows are dropped as new ones arrive. */
export const keptLogins = 50;

/**
 * Records that a session began: in the user's history, keeping their newest `keptLogins` rows,
 * and in the day's count for the logins report (`site_user_login_days`, never pruned here).
 */
export async function recordSiteUserLogin(
  db: Knex,
  {
    tenantKey,
    userId,
    kind,
    ip,
    cmsUserId = null,
    now,
  }: { tenantKey: string; userId: number; kind: SiteUserLoginKind; ip: string; cmsUserId?: number | null; now: number },
) {
  await db('site_user_logins').insert({
    tenant_key: tenantKey,
    site_user_id: userId,
    kind,
    ip: ip.slice(0, 64),
    cms_user_id: cmsUserId || null,
    created: now,
  });
  await db('site_user_login_days')
    .insert({ tenant_key: tenantKey, day: chicagoDay(now), site_user_id: userId, kind, count: 1 })
    .onConflict(['tenant_key', 'day', 'site_user_id', 'kind'])
    .merge({ count: db.raw('site_user_login_days.count + 1') });
  const stale = db('site_user_logins')
    .where({ site_user_id: userId })
    .orderBy([
      { column: 'created', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(keptLogins)
    .limit(1000)
    .select('id');
  await db('site_user_logins').whereIn('id', stale).delete();
}

export interface SiteUserLoginEntry {
  kind: SiteUserLoginKind;
  ip: string;
  created: number;
  /** Who simulated, for simulations. */
  cmsUsername: string | null;
}

/** The user's logins, newest first. */
export async function listSiteUserLogins(
  db: Knex,
  { tenantKey, userId }: { tenantKey: string; userId: number },
): Promise<SiteUserLoginEntry[]> {
  const rows = await db('site_user_logins as l')
    .leftJoin('cms_users as c', 'c.id', 'l.cms_user_id')
    .where({ 'l.tenant_key': tenantKey, 'l.site_user_id': userId })
    .orderBy([
      { column: 'l.created', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(keptLogins)
    .select('l.kind', 'l.ip', 'l.created', 'l.cms_user_id', 'c.username');
  return rows.map((row) => ({
    kind: row.kind as SiteUserLoginKind,
    ip: String(row.ip),
    created: dbNumber.parse(row.created),
    cmsUsername: dbNullableNumber.parse(row.cms_user_id) === null ? null : ((row.username as string | null) ?? null),
  }));
}
