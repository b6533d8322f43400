import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';
import { userInfoCacheKey, userInfoCacheMs, userInfoCacheVersion } from './session-cookies.ts';

interface CachedUserInfo {
  version: string;
  /** The session marker's tag (never the token): info of another session is not used. */
  session: string;
  savedAt: number;
  user: SiteUserInfo;
}

/** The cached user info of this session, if saved under the current cache version within 24 hours. */
export function readCachedUserInfo(storage: Storage, session: string, now: number): SiteUserInfo | null {
  try {
    const cached = JSON.parse(storage.getItem(userInfoCacheKey) ?? 'null') as CachedUserInfo | null;
    if (!cached || cached.version !== userInfoCacheVersion || cached.session !== session) return null;
    if (!(now - cached.savedAt < userInfoCacheMs) || typeof cached.user?.id !== 'number') return null;
    return cached.user;
  } catch {
    return null;
  }
}

export function writeCachedUserInfo(storage: Storage, session: string, user: SiteUserInfo, now: number) {
  const cached: CachedUserInfo = { version: userInfoCacheVersion, session, savedAt: now, user };
  storage.setItem(userInfoCacheKey, JSON.stringify(cached));
}

export const clearCachedUserInfo = (storage: Storage) => storage.removeItem(userInfoCacheKey);
