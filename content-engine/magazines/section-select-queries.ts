import type { Knex } from 'knex';

/** A publication's magazine sections by sequence; scoped by tenant, so another site's publication has none. */
export async function findMagazineSectionsForSelect(
  db: Knex,
  tenantKey: string,
  publicationId: number,
): Promise<{ id: number; name: string }[]> {
  const rows: { id: number | string; name: string }[] = await db('magazine_sections')
    .where({ tenant_key: tenantKey, publication_id: publicationId })
    .orderBy(['sequence', 'id'])
    .select('id', 'name');
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}
