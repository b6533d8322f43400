import { api } from '../../../shared/api/api.ts';
import { GetSiteLicenseStreamDocument } from '../../../../content-engine/documents/generated/query/siteLicense/getSiteLicenseStream.ts';
import type { LicenseState, SiteLicenseItem } from './site-license-types.ts';

export interface LicensePageQuery {
  search: string;
  state: LicenseState;
  limit: number;
  skip: number;
}

/** One page of the site's licences by company name, and how many match. */
export async function getSiteLicenseStream({
  search,
  state,
  limit,
  skip,
}: LicensePageQuery): Promise<{ licenses: SiteLicenseItem[]; totalCount: number }> {
  const input = { search: search.trim() || null, state: state || null, pagination: { limit, skip } };
  const { getSiteLicenseStream: stream } = await api.request(GetSiteLicenseStreamDocument, { input });
  return { licenses: stream.edges.map((edge) => edge.node), totalCount: stream.totalCount };
}
