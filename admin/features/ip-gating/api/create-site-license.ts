import { api } from '../../../shared/api/api.ts';
import { CreateSiteLicenseDocument } from '../../../../content-engine/documents/generated/mutation/siteLicense/createSiteLicense.ts';
import type { SiteLicenseInput, SiteLicenseItem } from './site-license-types.ts';

export async function createSiteLicense(input: SiteLicenseInput): Promise<SiteLicenseItem> {
  return (await api.request(CreateSiteLicenseDocument, { input })).createSiteLicense;
}
