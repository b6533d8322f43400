import { adminIdentity, api } from '../../../shared/api/api.ts';
import { ClientError, fromNetworkFailure, nonJsonMessage } from '../../../../content-engine/client/client-errors.ts';
import { identityHeaders } from '../../../../content-engine/client/request-headers.ts';
import {
  GetSiteUserImportDocument,
  type GetSiteUserImportQuery,
} from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserImport.ts';
import { GetSiteUserImportStreamDocument } from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserImportStream.ts';
import { GetSiteUserImportProblemsDocument } from '../../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserImportProblems.ts';
import { StartSiteUserImportDryRunDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/startSiteUserImportDryRun.ts';
import { StartSiteUserImportDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/startSiteUserImport.ts';
import { ResumeSiteUserImportDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/resumeSiteUserImport.ts';
import { DeleteSiteUserImportDocument } from '../../../../content-engine/documents/generated/mutation/siteUserAdmin/deleteSiteUserImport.ts';
import { useApiQuery } from '../../../shared/api/use-api-query.ts';

export type SiteUserImport = GetSiteUserImportQuery['getSiteUserImport'];

interface UploadAnswer {
  data?: { createSiteUserImport: { id: number } };
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Uploads the CSV to POST /site-user-imports (streamed to disk by the engine); returns the new import's id. */
export async function uploadSiteUserImport(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/site-user-imports', {
      method: 'POST',
      credentials: 'same-origin',
      headers: identityHeaders(adminIdentity()),
      body: form,
    });
  } catch (error) {
    throw fromNetworkFailure(error);
  }
  const body = (await response.json().catch(() => null)) as UploadAnswer | null;
  const first = body?.errors?.[0];
  if (first) throw new ClientError(first.message, response.status, first.extensions?.code ?? null);
  if (!body?.data) throw new ClientError(nonJsonMessage(response.status, response.statusText), response.status);
  return body.data.createSiteUserImport.id;
}

export const getSiteUserImport = async (id: number) =>
  (await api.request(GetSiteUserImportDocument, { input: { id } })).getSiteUserImport;

export const useSiteUserImports = () =>
  useApiQuery(GetSiteUserImportStreamDocument, { input: { pagination: { limit: 10 } } });

export const startDryRun = (id: number) => api.request(StartSiteUserImportDryRunDocument, { input: { id } });
export const startImport = (id: number) => api.request(StartSiteUserImportDocument, { input: { id } });
export const resumeImport = (id: number) => api.request(ResumeSiteUserImportDocument, { input: { id } });
export const deleteImport = (id: number) => api.request(DeleteSiteUserImportDocument, { input: { id } });

/** One page of a run's bad rows (at most 1000). */
export const getImportProblems = async (id: number, skip: number, limit: number) =>
  (await api.request(GetSiteUserImportProblemsDocument, { input: { id, pagination: { limit, skip } } }))
    .getSiteUserImportProblems;
