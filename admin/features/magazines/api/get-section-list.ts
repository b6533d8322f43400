import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetMagazineSectionListDocument,
  type GetMagazineSectionListQueryVariables,
} from '../../../../content-engine/documents/generated/query/magazine/getMagazineSectionList.ts';

/** A page of the site's magazine sections (getMagazineSectionList). */
export const useSectionList = (variables: GetMagazineSectionListQueryVariables) =>
  useApiQuery(GetMagazineSectionListDocument, variables);
