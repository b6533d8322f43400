import { api } from '../../../shared/api/api.ts';
import {
  GetExportJobsDocument,
  type GetExportJobsQuery,
} from '../../../../content-engine/documents/generated/query/exports/getExportJobs.ts';
import type { ExportKind } from '../../../../content-engine/documents/generated/schema-types.ts';

export type ExportJobRow = GetExportJobsQuery['getExportJobs']['edges'][number]['node'];

/** The site's last 20 exports of these kinds, newest first. */
export const getExportJobs = async (kinds: ExportKind[]) =>
  (await api.request(GetExportJobsDocument, { input: { kinds, pagination: { limit: 20 } } })).getExportJobs.edges.map(
    (edge) => edge.node,
  );
