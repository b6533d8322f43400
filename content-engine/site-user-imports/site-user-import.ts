import { z } from 'zod';
import { jobRowColumns, toUploadedFile, uploadRowColumns, type UploadedFile } from '../core/job-rows.ts';
import { dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';

export const importStatuses = ['uploaded', 'checking', 'checked', 'importing', 'imported', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];
export type ImportPhase = 'dry_run' | 'import';

/** A run in progress writes chunks; `lease_until` says a runner is alive (renewed per chunk). */
export const runningStatus: Record<ImportPhase, ImportStatus> = { dry_run: 'checking', import: 'importing' };
export const doneStatus: Record<ImportPhase, ImportStatus> = { dry_run: 'checked', import: 'imported' };

const row = z.object({
  ...jobRowColumns,
  ...uploadRowColumns,
  columns: dbJson(z.array(z.string())),
  username: z.string(),
  status: z.enum(importStatuses),
  phase: z.enum(['dry_run', 'import']),
  rows_total: dbNullableNumber,
  rows_done: dbNumber,
  created_count: dbNumber,
  existing_count: dbNumber,
  failed_count: dbNumber,
  checked_valid: dbNullableNumber,
  checked_existing: dbNullableNumber,
  checked_bad: dbNullableNumber,
  updated: dbNumber,
});

export const importColumns = Object.keys(row.shape);

/** One uploaded file and where its runs are (GraphQL SiteUserImport). */
export interface SiteUserImport extends UploadedFile {
  id: number;
  tenantKey: string;
  columns: string[];
  username: string;
  status: ImportStatus;
  phase: ImportPhase;
  /** Data rows of the file (known once a dry run has read it whole). */
  rowsTotal: number | null;
  rowsDone: number;
  created: number;
  existing: number;
  failed: number;
  checkedValid: number | null;
  checkedExisting: number | null;
  checkedBad: number | null;
  error: string | null;
  leaseUntil: number | null;
  uploaded: number;
  updated: number;
  finished: number | null;
}

export function toSiteUserImport(raw: unknown): SiteUserImport {
  const r = row.parse(raw);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    ...toUploadedFile(r),
    columns: r.columns,
    username: r.username,
    status: r.status,
    phase: r.phase,
    rowsTotal: r.rows_total,
    rowsDone: r.rows_done,
    created: r.created_count,
    existing: r.existing_count,
    failed: r.failed_count,
    checkedValid: r.checked_valid,
    checkedExisting: r.checked_existing,
    checkedBad: r.checked_bad,
    error: r.error,
    leaseUntil: r.lease_until,
    uploaded: r.created,
    updated: r.updated,
    finished: r.finished,
  };
}
