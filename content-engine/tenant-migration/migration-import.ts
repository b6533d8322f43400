import { z } from 'zod';
import { jobRowColumns, toUploadedFile, uploadRowColumns, type UploadedFile } from '../core/job-rows.ts';
import { dbJson, dbNumber } from '../core/rows.ts';
import { manifestSchema, type BundleManifest } from './bundle-format.ts';
import type { ChunkCounts } from './import-chunk.ts';

export const importStatuses = ['uploaded', 'running', 'done', 'failed'] as const;
export type MigrationImportStatus = (typeof importStatuses)[number];

const counts = z.object({ created: z.number(), adopted: z.number(), skipped: z.number() });

const row = z.object({
  ...jobRowColumns,
  ...uploadRowColumns,
  manifest: dbJson(manifestSchema),
  target_tenant_key: z.string().nullable(),
  status: z.enum(importStatuses),
  progress: dbJson(z.record(z.string(), z.number())),
  counts: dbJson(z.record(z.string(), counts)),
  created_by: z.string(),
  attempt: dbNumber,
  updated: dbNumber,
});

export const migrationImportColumns = Object.keys(row.shape);

/** An uploaded tenant bundle and its import into a target tenant (GraphQL TenantMigrationImport). */
export interface MigrationImport extends UploadedFile {
  id: number;
  tenantKey: string;
  manifest: BundleManifest;
  targetTenantKey: string | null;
  status: MigrationImportStatus;
  /** Bundle rows committed per table by the current run. */
  progress: Record<string, number>;
  counts: Record<string, ChunkCounts>;
  createdBy: string;
  attempt: number;
  leaseUntil: number | null;
  error: string | null;
  created: number;
  updated: number;
  finished: number | null;
}

export function toMigrationImport(raw: unknown): MigrationImport {
  const r = row.parse(raw);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    ...toUploadedFile(r),
    manifest: r.manifest,
    targetTenantKey: r.target_tenant_key,
    status: r.status,
    progress: r.progress,
    counts: r.counts,
    createdBy: r.created_by,
    attempt: r.attempt,
    leaseUntil: r.lease_until,
    error: r.error,
    created: r.created,
    updated: r.updated,
    finished: r.finished,
  };
}
