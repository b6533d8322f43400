import { z } from 'zod';
import { dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';
import { manifestSchema, type BundleManifest } from './bundle-format.ts';
import type { ChunkCounts } from './import-chunk.ts';

export const importStatuses = ['uploaded', 'running', 'done', 'failed'] as const;
export type MigrationImportStatus = (typeof importStatuses)[number];

const counts = z.object({ created: z.number(), adopted: z.number(), skipped: z.number() });

const row = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  file_name: z.string(),
  stored_name: z.string(),
  file_size: dbNumber,
  manifest: dbJson(manifestSchema),
  target_tenant_key: z.string().nullable(),
  status: z.enum(importStatuses),
  progress: dbJson(z.record(z.string(), z.number())),
  counts: dbJson(z.record(z.string(), counts)),
  created_by: z.string(),
  attempt: dbNumber,
  lease_until: dbNullableNumber,
  error: z.string().nullable(),
  created: dbNumber,
  updated: dbNumber,
  finished: dbNullableNumber,
});

export const migrationImportColumns = Object.keys(row.shape);

/** An uploaded tenant bundle and its import into a target tenant (GraphQL TenantMigrationImport). */
export interface MigrationImport {
  id: number;
  tenantKey: string;
  fileName: string;
  storedName: string;
  fileSize: number;
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
    fileName: r.file_name,
    storedName: r.stored_name,
    fileSize: r.file_size,
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
