import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetSyndicationSitesDocument,
  type GetSyndicationSitesQuery,
} from '../../../../content-engine/documents/generated/query/syndication/getSyndicationSites.ts';

export type SyndicationSite = GetSyndicationSitesQuery['getSyndicationSites'][number];

/** The other sites the user may syndicate to, with their sections (syndication/getSyndicationSites). */
export const useSyndicationSites = () => useApiQuery(GetSyndicationSitesDocument, {});
