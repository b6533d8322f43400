import { api } from '../../../shared/api/api.ts';
import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  ResearchContentDocument,
  type ResearchContentQuery,
  type ResearchContentQueryVariables,
} from '../../../../content-engine/documents/generated/query/content-research/researchContent.ts';

export type ResearchedItem = ResearchContentQuery['researchContent']['items'][number];

/** A page of the research result (content-research/researchContent). */
export const useResearchContent = (variables: ResearchContentQueryVariables) =>
  useApiQuery(ResearchContentDocument, variables);

/** One batch of the research result, for the CSV. */
export const fetchResearchBatch = async (variables: ResearchContentQueryVariables) =>
  (await api.request(ResearchContentDocument, variables)).researchContent;
