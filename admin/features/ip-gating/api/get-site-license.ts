import { api } from '../../../shared/api/api.ts';
import { GetSiteLicenseDocument } from '../../../../content-engine/documents/generated/query/siteLicense/getSiteLicense.ts';
import type { SiteLicenseItem } from './site-license-types.ts';

export async function getSiteLicense(id: number): Promise<SiteLicenseItem> {
  return (await api.request(GetSiteLicenseDocument, { input: { id } })).getSiteLicense;
}
