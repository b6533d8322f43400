import { api } from '../../../shared/api/api.ts';
import {
  SyndicateContentDocument,
  type SyndicateContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/syndication/syndicateContent.ts';

export async function syndicateContent(input: SyndicateContentMutationVariables['input']) {
  return (await api.request(SyndicateContentDocument, { input })).syndicateContent;
}
