import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetSiteUserStreamDocument,
  type GetSiteUserStreamQuery,
  type GetSiteUserStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserStream.ts';
import {
  GetSiteUserAdminDocument,
  type GetSiteUserAdminQuery,
} from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserAdmin.ts';
import { GetMembershipStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getMembershipStream.ts';
import { GetSiteSettingsPayloadDocument } from '../../../../content-engine/documents/generated/query/getSiteSettingsPayload.ts';

export type SiteUserListItem = GetSiteUserStreamQuery['getSiteUserStream']['edges'][number]['node'];
export type SiteUserAdmin = GetSiteUserAdminQuery['getSiteUserAdmin'];

/** A page of the site's site users (getSiteUserStream). */
export const useSiteUserStream = (variables: GetSiteUserStreamQueryVariables) =>
  useApiQuery(GetSiteUserStreamDocument, variables);

/** One site user with memberships, favourites and logins (getSiteUserAdmin). */
export const useSiteUserAdmin = (id: number) => useApiQuery(GetSiteUserAdminDocument, { input: { id } });

/** The site's memberships, every status (the filter and the grant select). */
export const useMemberships = () => useApiQuery(GetMembershipStreamDocument, {});

/** The site's settings, for its enabled newsletters. */
export const useSiteSettingsPayload = () => useApiQuery(GetSiteSettingsPayloadDocument, {});

export interface NewsletterOption {
  id: string;
  title: string;
}

/** The enabled newsletters of the settings payload (newsletters.enabledNewsletters). */
export function enabledNewsletters(payload: unknown): NewsletterOption[] {
  const list = (payload as { newsletters?: { enabledNewsletters?: unknown } } | null)?.newsletters?.enabledNewsletters;
  return Array.isArray(list)
    ? list.map((n: { id?: unknown; title?: unknown }) => ({ id: String(n.id), title: String(n.title ?? n.id) }))
    : [];
}
