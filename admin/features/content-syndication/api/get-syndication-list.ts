import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetSyndicationListDocument,
  type GetSyndicationListQuery,
  type GetSyndicationListQueryVariables,
} from '../../../../content-engine/documents/generated/query/syndication/getSyndicationList.ts';

export type SyndicationRow = GetSyndicationListQuery['getSyndicationList']['items'][number];

/** A page of this site's syndications, outgoing or incoming (syndication/getSyndicationList). */
export const useSyndicationList = (variables: GetSyndicationListQueryVariables) =>
  useApiQuery(GetSyndicationListDocument, variables);
