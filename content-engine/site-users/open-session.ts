import type { Knex } from 'knex';
import { loadSiteUserInfo, type SiteUserInfo } from './site-user-info.ts';
import { issueSiteUserToken } from './token-queries.ts';

/** What login and registration answer: the session token (sent back as `site-user-token`) and the user. */
export interface SiteUserLogin {
  token: string;
  /** Epoch ms; the site keeps the token in a cookie for as long (30 days). */
  expires: number;
  userInfo: SiteUserInfo;
}

/** Issues a 30-day session token for the user. */
export async function openSession(
  db: Knex,
  { tenantKey, userId, now, sessionId }: { tenantKey: string; userId: number; now: number; sessionId?: string | null },
): Promise<SiteUserLogin> {
  const { token, expires } = await issueSiteUserToken(db, {
    tenantKey,
    userId,
    kind: 'session',
    payload: sessionId ? { sessionId } : {},
    now,
  });
  return { token, expires, userInfo: await loadSiteUserInfo(db, { tenantKey, userId, now }) };
}
