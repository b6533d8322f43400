import type { Knex } from 'knex';
import { findTenantJob, insertedId } from '../core/job-rows.ts';
import { toJson } from '../core/rows.ts';
import type { BundleManifest } from './bundle-format.ts';
import { migrationImportColumns, toMigrationImport, type MigrationImport } from './migration-import.ts';

const ofTenant = (db: Knex, tenantKey: string) => db('tenant_migration_imports').where({ tenant_key: tenantKey });

export const findMigrationImport = (db: Knex, tenantKey: string, id: number): Promise<MigrationImport | null> =>
  findTenantJob(db, 'tenant_migration_imports', {
    tenantKey,
    id,
    columns: migrationImportColumns,
    toJob: toMigrationImport,
  });

export async function insertMigrationImport(
  db: Knex,
  values: {
    tenantKey: string;
    fileName: string;
    storedName: string;
    fileSize: number;
    manifest: BundleManifest;
    cmsUserId: number | null;
    createdBy: string;
    now: number;
  },
): Promise<number> {
  const [inserted] = await db('tenant_migration_imports')
    .insert({
      tenant_key: values.tenantKey,
      file_name: values.fileName,
      stored_name: values.storedName,
      file_size: values.fileSize,
      manifest: toJson(values.manifest),
      status: 'uploaded',
      cms_user_id: values.cmsUserId || null,
      created_by: values.createdBy,
      created: values.now,
      updated: values.now,
    })
    .returning('id');
  return insertedId(inserted);
}

/** The tenant's uploaded bundles, newest first. */
export async function listMigrationImports(db: Knex, tenantKey: string, limit: number): Promise<MigrationImport[]> {
  const rows: unknown[] = await ofTenant(db, tenantKey)
    .orderBy('id', 'desc')
    .limit(limit)
    .select(migrationImportColumns);
  return rows.map(toMigrationImport);
}
