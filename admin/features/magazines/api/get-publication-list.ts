import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetMagazinePublicationListDocument,
  type GetMagazinePublicationListQueryVariables,
} from '../../../../content-engine/documents/generated/query/magazine/getMagazinePublicationList.ts';

/** A page of the site's magazine publications (getMagazinePublicationList). */
export const usePublicationList = (variables: GetMagazinePublicationListQueryVariables) =>
  useApiQuery(GetMagazinePublicationListDocument, variables);
