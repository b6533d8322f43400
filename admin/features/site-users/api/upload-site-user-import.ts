import { postForm } from '../../../shared/api/post-form.ts';

/** Uploads the CSV to POST /site-user-imports (streamed to disk by the engine); returns the new import's id. */
export async function uploadSiteUserImport(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await postForm<{ createSiteUserImport: { id: number } }>('/site-user-imports', form);
  return data.createSiteUserImport.id;
}
