import { api } from '../../../shared/api/api.ts';
import { DeleteNewsletterAdDocument } from './pending-documents.ts';

export async function deleteAd(id: number) {
  return (await api.request(DeleteNewsletterAdDocument, { input: { id } })).deleteNewsletterAd;
}
