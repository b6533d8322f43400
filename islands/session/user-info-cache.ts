import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';

/** Cached user info: localStorage key, cache version and lifetime (spec public §4 and §9). */
const userInfoCacheKey = 'masthead.siteUserInfo';
const userInfoCacheVersion = 'v1.2';
const userInfoCacheMs = 24 * 60 * 60 * 1000;

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
