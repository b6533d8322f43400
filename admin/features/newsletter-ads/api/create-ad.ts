import { api } from '../../../shared/api/api.ts';
import { CreateNewsletterAdDocument, type AdWriteInput } from './pending-documents.ts';

export async function createAd(input: AdWriteInput) {
  return (await api.request(CreateNewsletterAdDocument, { input })).createNewsletterAd;
}
