import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';

/** A favourite as the account lists it; `href` is null when the content is no longer public. */
export interface FavoriteEntry {
  id: number;
  name: string;
  href: string | null;
}

/** Favourites newest first, named from the content stream (content it no longer returns keeps its id). */
export function favoriteEntries(
  favorites: SiteUserInfo['favoriteContent'],
  found: readonly { id: number; name: string; canonicalPath: string }[],
): FavoriteEntry[] {
  const byId = new Map(found.map((node) => [node.id, node]));
  return [...favorites]
    .sort((a, b) => b.created - a.created)
    .map(({ id }) => {
      const node = byId.get(id);
      return node ? { id, name: node.name, href: node.canonicalPath } : { id, name: `Content ${id}`, href: null };
    });
}

/** A membership the user could add. */
export interface MembershipOffer {
  id: number;
  title: string;
  href: string;
}

/** The site's memberships the user is missing, each linking to its sign-up page. */
export function membershipOffers(
  memberships: readonly { id: number; title: string; alias: string }[],
  missingIds: readonly number[],
): MembershipOffer[] {
  const missing = new Set(missingIds);
  return memberships
    .filter((m) => missing.has(m.id))
    .map((m) => ({ id: m.id, title: m.title, href: `/membership/signup/${encodeURIComponent(m.alias)}` }));
}
