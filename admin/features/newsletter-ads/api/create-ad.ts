import { api } from '../../../shared/api/api.ts';
import {
  CreateNewsletterAdDocument,
  type CreateNewsletterAdMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/createNewsletterAd.ts';

export async function createAd(input: CreateNewsletterAdMutationVariables['input']) {
  return (await api.request(CreateNewsletterAdDocument, { input })).createNewsletterAd;
}
