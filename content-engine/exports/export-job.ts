import { z } from 'zod';
import { jobRowColumns } from '../core/job-rows.ts';
import { dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';

export const exportKinds = ['company', 'taxonomy', 'cross_site', 'print', 'tenant_bundle'] as const;
export type ExportKind = (typeof exportKinds)[number];
export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

const row = z.object({
  ...jobRowColumns,
  kind: z.enum(exportKinds),
  params: dbJson(z.record(z.string(), z.unknown())),
  status: z.enum(exportStatuses),
  progress: dbNumber,
  total: dbNullableNumber,
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: dbNullableNumber,
  created_by: z.string(),
  attempt: dbNumber,
  expires: dbNullableNumber,
});

export const exportJobColumns = Object.keys(row.shape);

/** One background export of a tenant (GraphQL ExportJob). */
export interface ExportJob {
  id: number;
  tenantKey: string;
  kind: ExportKind;
  params: Record<string, unknown>;
  status: ExportStatus;
  /** Rows (or articles) written by the current attempt. */
  progress: number;
  total: number | null;
  filePath: string | null;
  fileName: string | null;
  fileSize: number | null;
  createdBy: string;
  attempt: number;
  leaseUntil: number | null;
  error: string | null;
  created: number;
  finished: number | null;
  /** When the file is deleted and its links stop working. */
  expires: number | null;
}

export function toExportJob(raw: unknown): ExportJob {
  const r = row.parse(raw);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    kind: r.kind,
    params: r.params,
    status: r.status,
    progress: r.progress,
    total: r.total,
    filePath: r.file_path,
    fileName: r.file_name,
    fileSize: r.file_size,
    createdBy: r.created_by,
    attempt: r.attempt,
    leaseUntil: r.lease_until,
    error: r.error,
    created: r.created,
    finished: r.finished,
    expires: r.expires,
  };
}
