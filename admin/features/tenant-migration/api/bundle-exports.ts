import { api } from '../../../shared/api/api.ts';
import { StartExportDocument } from '../../../../content-engine/documents/generated/mutation/exports/startExport.ts';
import {
  GetExportJobsDocument,
  type GetExportJobsQuery,
} from '../../../../content-engine/documents/generated/query/exports/getExportJobs.ts';

export type BundleExportRow = GetExportJobsQuery['getExportJobs']['edges'][number]['node'];

/** Queues a tenant bundle export of `tenantKey` (startExport, kind tenant_bundle); its id. */
export const startBundleExport = async (tenantKey: string) =>
  (await api.request(StartExportDocument, { input: { kind: 'tenant_bundle', params: { tenantKey } } })).startExport.id;

/** The last 20 tenant bundle exports, newest first. */
export const getBundleExports = async () =>
  (
    await api.request(GetExportJobsDocument, { input: { kinds: ['tenant_bundle'], pagination: { limit: 20 } } })
  ).getExportJobs.edges.map((edge) => edge.node);
