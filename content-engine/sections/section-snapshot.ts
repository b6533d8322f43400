import type { Knex } from 'knex';
import { sectionColumns, toSection, type WebsiteSection } from './section.ts';

/** One of the tenant's sections whatever its status, for the history; null when it is gone. */
export async function sectionSnapshot(db: Knex, tenantKey: string, id: number): Promise<WebsiteSection | null> {
  const row: unknown = await db('website_sections').where({ tenant_key: tenantKey, id }).first(sectionColumns);
  return row ? toSection(row) : null;
}
