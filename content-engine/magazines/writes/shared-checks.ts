import type { Knex } from 'knex';
import { findAssetById } from '../../assets/queries.ts';
import { badInput } from '../../core/validate.ts';
import { slugify } from '../../core/slugify.ts';

export const insertedId = (inserted: unknown) =>
  typeof inserted === 'object' && inserted !== null ? Number((inserted as { id: number }).id) : Number(inserted);

/** Refuses what is not an image of the tenant's media library (BAD_USER_INPUT on `field`). */
export async function assertTenantImage(db: Knex, tenantKey: string, field: string, id: number | null): Promise<void> {
  if (id === null) return;
  const asset = await findAssetById(db, tenantKey, id);
  if (!asset) throw badInput(field, `No such image of this site (${id}).`);
  if (asset.type !== 'Image') throw badInput(field, `${asset.fileName} is not an image.`);
}

/** Refuses a publication that is not the tenant's (BAD_USER_INPUT on publicationId). */
export async function assertTenantPublication(db: Knex, tenantKey: string, id: number): Promise<void> {
  const row = await db('magazine_publications').where({ tenant_key: tenantKey, id }).first('id');
  if (!row) throw badInput('publicationId', `No such publication of this site (${id}).`);
}

/** The entered alias, else the name's slug; a name with nothing to slug needs an alias. */
export function aliasOrSlug(alias: string | undefined, name: string): string {
  const chosen = alias || slugify(name);
  if (!chosen) throw badInput('alias', 'Enter an alias: the name has no letters or digits to make one from');
  return chosen;
}
