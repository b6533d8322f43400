import { postForm } from '../../../shared/api/post-form.ts';

/** Uploads a bundle to POST /tenant-migration-imports (the engine checks it through); the new import's id. */
export async function uploadBundle(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await postForm<{ createTenantMigrationImport: { id: number } }>('/tenant-migration-imports', form);
  return data.createTenantMigrationImport.id;
}
