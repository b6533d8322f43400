import { api } from '../../../shared/api/api.ts';
import {
  UpdateNewsletterAdDocument,
  type UpdateNewsletterAdMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/updateNewsletterAd.ts';

/** Saves the ad and replaces its schedules with these rows. */
export async function updateAd(input: UpdateNewsletterAdMutationVariables['input']) {
  return (await api.request(UpdateNewsletterAdDocument, { input })).updateNewsletterAd;
}
