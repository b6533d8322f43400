import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetSiteUserAdminDocument,
  type GetSiteUserAdminQuery,
} from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserAdmin.ts';

export type SiteUserAdmin = GetSiteUserAdminQuery['getSiteUserAdmin'];

/** One site user with memberships, favourites and logins (getSiteUserAdmin). */
export const useSiteUserAdmin = (id: number) => useApiQuery(GetSiteUserAdminDocument, { input: { id } });
