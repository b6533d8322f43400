import { api } from '../../../shared/api/api.ts';
import { PublishCompanyUpdateDocument } from '../../../../content-engine/documents/generated/mutation/companyUpdate/publishCompanyUpdate.ts';

/** Applies the update to the company (its pages regenerate). */
export async function publishCompanyUpdate(id: number) {
  return (await api.request(PublishCompanyUpdateDocument, { input: { id } })).publishCompanyUpdate;
}
