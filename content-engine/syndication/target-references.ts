import type { Knex } from 'knex';

/*
 * An origin item's images and bylines as rows of the target site: an item never links across
 * sites (content/writes/references.ts), so a copy links the target's own asset and person rows —
 * the same file (uploads are served on every site's host) and the same name. They are found
 * again by file and by name, and made when missing; a failed copy leaves them for the next try.
 */

const assetColumns = [
  'type',
  'file_name',
  'src',
  'mime_type',
  'width',
  'height',
  'size',
  'caption',
  'credit',
  'alt',
  'is_logo',
];

/** The target's asset of the same file as each origin asset (made when missing), in order. */
export async function targetAssetIds(
  db: Knex,
  {
    originTenantKey,
    targetTenantKey,
    ids,
    now,
  }: { originTenantKey: string; targetTenantKey: string; ids: number[]; now: number },
): Promise<number[]> {
  const mapped: number[] = [];
  for (const id of ids) {
    const origin = await db('assets').where({ tenant_key: originTenantKey, id }).first(assetColumns);
    if (!origin) continue;
    const found = await db('assets')
      .where({ tenant_key: targetTenantKey, src: origin.src, type: origin.type })
      .first('id');
    mapped.push(
      found
        ? Number(found.id)
        : await insertedId(db, 'assets', { ...origin, tenant_key: targetTenantKey, created: now, updated: now }),
    );
  }
  return mapped;
}

/** The target's published person of the same name as each origin author (made when missing), in order. */
export async function targetPersonIds(
  db: Knex,
  {
    originTenantKey,
    targetTenantKey,
    ids,
    now,
  }: { originTenantKey: string; targetTenantKey: string; ids: number[]; now: number },
): Promise<number[]> {
  const mapped: number[] = [];
  for (const id of ids) {
    const origin = await db('persons')
      .where({ tenant_key: originTenantKey, id })
      .first('first_name', 'last_name', 'full_name', 'title', 'bio', 'image_id');
    if (!origin) continue;
    const found = await db('persons')
      .where({ tenant_key: targetTenantKey, status: 1 })
      .whereRaw('lower(full_name) = ?', [String(origin.full_name).toLowerCase()])
      .orderBy('id')
      .first('id');
    if (found) {
      mapped.push(Number(found.id));
      continue;
    }
    const [imageId] = origin.image_id
      ? await targetAssetIds(db, { originTenantKey, targetTenantKey, ids: [Number(origin.image_id)], now })
      : [];
    mapped.push(
      await insertedId(db, 'persons', {
        tenant_key: targetTenantKey,
        first_name: origin.first_name,
        last_name: origin.last_name,
        full_name: origin.full_name,
        title: origin.title,
        bio: origin.bio,
        image_id: imageId ?? null,
        status: 1,
        created: now,
        updated: now,
      }),
    );
  }
  return mapped;
}

async function insertedId(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db(table).insert(row).returning('id');
  return Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
}
