import type { Knex } from 'knex';
import { sectionColumns, toSection, type WebsiteSection } from './section.ts';

export const activeSectionStatus = 1;

/** Every active section of the tenant, in sibling order. */
export async function listActiveSections(db: Knex, tenantKey: string): Promise<WebsiteSection[]> {
  const rows: unknown[] = await db('website_sections')
    .where({ tenant_key: tenantKey, status: activeSectionStatus })
    .orderBy([{ column: 'sequence' }, { column: 'name' }, { column: 'id' }])
    .select(sectionColumns);
  return rows.map(toSection);
}
