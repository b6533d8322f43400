import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetSiteUserStreamDocument,
  type GetSiteUserStreamQuery,
  type GetSiteUserStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserStream.ts';

export type SiteUserListItem = GetSiteUserStreamQuery['getSiteUserStream']['edges'][number]['node'];

/** A page of the site's site users (getSiteUserStream). */
export const useSiteUserStream = (variables: GetSiteUserStreamQueryVariables) =>
  useApiQuery(GetSiteUserStreamDocument, variables);
