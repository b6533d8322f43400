import { api } from '../../../shared/api/api.ts';
import {
  GetSiteUserImportDocument,
  type GetSiteUserImportQuery,
} from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserImport.ts';

export type SiteUserImport = GetSiteUserImportQuery['getSiteUserImport'];

/** An import's progress (polled; the engine resumes a run whose process died). */
export const getSiteUserImport = async (id: number) =>
  (await api.request(GetSiteUserImportDocument, { input: { id } })).getSiteUserImport;
