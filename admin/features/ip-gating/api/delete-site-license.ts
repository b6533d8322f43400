import { api } from '../../../shared/api/api.ts';
import { DeleteSiteLicenseDocument } from '../../../../content-engine/documents/generated/mutation/siteLicense/deleteSiteLicense.ts';

export async function deleteSiteLicense(id: number): Promise<void> {
  await api.request(DeleteSiteLicenseDocument, { input: { id } });
}
