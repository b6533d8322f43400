import { api } from '../../../shared/api/api.ts';
import { DeleteNewsletterAdDocument } from '../../../../content-engine/documents/generated/mutation/newsletter/deleteNewsletterAd.ts';

export async function deleteAd(id: number) {
  return (await api.request(DeleteNewsletterAdDocument, { input: { id } })).deleteNewsletterAd;
}
