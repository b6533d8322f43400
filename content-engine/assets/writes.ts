import type { Knex } from 'knex';
import type { StoredFile } from './asset-files.ts';

export interface AssetText {
  alt: string;
  caption: string;
  credit: string;
}

export async function insertAssetRow(
  db: Knex,
  { tenantKey, file, text, now }: { tenantKey: string; file: StoredFile; text: AssetText; now: number },
): Promise<number> {
  const [row] = await db('assets')
    .insert({
      tenant_key: tenantKey,
      type: file.type,
      file_name: file.fileName.slice(0, 300),
      src: file.src,
      mime_type: file.mimeType,
      width: file.width,
      height: file.height,
      size: file.size,
      ...text,
      is_logo: false,
      created: now,
      updated: now,
    })
    .returning('id');
  return typeof row === 'object' ? Number((row as { id: number }).id) : Number(row);
}

export const updateAssetRow = (
  db: Knex,
  { tenantKey, id, text, now }: { tenantKey: string; id: number; text: Partial<AssetText>; now: number },
) =>
  db('assets')
    .where({ tenant_key: tenantKey, id })
    .update({ ...text, updated: now });

export const deleteAssetRow = (db: Knex, tenantKey: string, id: number) =>
  db('assets').where({ tenant_key: tenantKey, id }).delete();
