import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetMagazineIssueListDocument,
  type GetMagazineIssueListQueryVariables,
} from '../../../../content-engine/documents/generated/query/magazine/getMagazineIssueList.ts';

/** A page of the site's magazine issues (getMagazineIssueList). */
export const useIssueList = (variables: GetMagazineIssueListQueryVariables) =>
  useApiQuery(GetMagazineIssueListDocument, variables);
