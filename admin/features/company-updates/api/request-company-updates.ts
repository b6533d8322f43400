import { api } from '../../../shared/api/api.ts';
import { RequestCompanyUpdatesDocument } from '../../../../content-engine/documents/generated/mutation/companyUpdate/requestCompanyUpdates.ts';

/** E-mails each company its update link. */
export async function requestCompanyUpdates(requests: { companyId: number; email: string }[]) {
  return (await api.request(RequestCompanyUpdatesDocument, { input: { requests } })).requestCompanyUpdates;
}
