import { api } from '../../../shared/api/api.ts';
import { UpdateNewsletterAdDocument, type AdWriteInput } from './pending-documents.ts';

/** Saves the ad and replaces its schedules with these rows. */
export async function updateAd(input: AdWriteInput & { id: number }) {
  return (await api.request(UpdateNewsletterAdDocument, { input })).updateNewsletterAd;
}
