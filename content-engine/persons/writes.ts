import type { Knex } from 'knex';
import { findAssetById } from '../assets/queries.ts';
import { badInput } from '../core/validate.ts';
import { ContentStatus } from '../shared/enums.ts';
import { personColumns, toPerson, type Person } from './person.ts';

/** What a person write stores (and its history entry shows): the row without id and image asset. */
export type PersonFields = Omit<Person, 'id' | 'image'>;

const toRow = (p: PersonFields) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: p.fullName,
  title: p.title,
  email: p.email,
  bio: p.bio,
  alias: p.alias,
  image_id: p.imageId,
  status: p.status,
});

/** The tenant's person that is not deleted, or null (another tenant's id is not found). */
export async function findLivePerson(db: Knex, tenantKey: string, id: number): Promise<PersonFields | null> {
  const row: unknown = await db('persons')
    .where({ tenant_key: tenantKey, id })
    .whereNot('status', ContentStatus.DELETED)
    .first(personColumns);
  if (!row) return null;
  const { id: _id, ...fields } = toPerson(row);
  return fields;
}

/** Refuses an image that is not an asset of the tenant (BAD_USER_INPUT on imageId). */
export async function assertTenantImage(db: Knex, tenantKey: string, imageId: number | null): Promise<void> {
  if (imageId === null) return;
  if (!(await findAssetById(db, tenantKey, imageId)))
    throw badInput('imageId', `No such asset of this site (${imageId}).`);
}

export async function insertPersonRow(
  db: Knex,
  { tenantKey, now, ...fields }: PersonFields & { tenantKey: string; now: number },
): Promise<number> {
  const [inserted] = await db('persons')
    .insert({ tenant_key: tenantKey, ...toRow(fields), created: now, updated: now })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

export async function updatePersonRow(
  db: Knex,
  { tenantKey, id, now, ...fields }: PersonFields & { tenantKey: string; id: number; now: number },
) {
  await db('persons')
    .where({ tenant_key: tenantKey, id })
    .update({ ...toRow(fields), updated: now });
}

/** The ids of the tenant's content items whose byline has the person. */
export async function findBylineContentIds(db: Knex, tenantKey: string, personId: number): Promise<number[]> {
  const rows: { content_id: number | string }[] = await db('content_authors as ca')
    .join('content', 'content.id', 'ca.content_id')
    .where({ 'content.tenant_key': tenantKey, 'ca.person_id': personId })
    .orderBy('ca.content_id')
    .distinct('ca.content_id');
  return rows.map((r) => Number(r.content_id));
}
