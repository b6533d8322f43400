import { bundleTables } from '../bundle-tables.ts';
import type { MigrationImport } from '../migration-import.ts';

/** An import as GraphQL answers it: its source, and per table the bundle's rows and what the current run did. */
export function presentMigrationImport(job: MigrationImport) {
  return {
    id: job.id,
    fileName: job.fileName,
    fileSize: job.fileSize,
    sourceTenantKey: job.manifest.source.tenantKey,
    sourceName: job.manifest.source.name,
    bundleCreated: job.manifest.created,
    targetTenantKey: job.targetTenantKey,
    status: job.status,
    tables: bundleTables.map(({ name }) => ({
      name,
      rows: job.manifest.counts[name] ?? 0,
      done: job.progress[name] ?? 0,
      created: job.counts[name]?.created ?? 0,
      adopted: job.counts[name]?.adopted ?? 0,
      skipped: job.counts[name]?.skipped ?? 0,
    })),
    createdBy: job.createdBy,
    error: job.error,
    created: job.created,
    finished: job.finished,
  };
}
export type PresentedMigrationImport = ReturnType<typeof presentMigrationImport>;
