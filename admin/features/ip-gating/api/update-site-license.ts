import { api } from '../../../shared/api/api.ts';
import { UpdateSiteLicenseDocument } from '../../../../content-engine/documents/generated/mutation/siteLicense/updateSiteLicense.ts';
import type { SiteLicenseInput, SiteLicenseItem } from './site-license-types.ts';

export async function updateSiteLicense(id: number, input: SiteLicenseInput): Promise<SiteLicenseItem> {
  return (await api.request(UpdateSiteLicenseDocument, { input: { id, ...input } })).updateSiteLicense;
}
