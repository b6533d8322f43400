import type { Knex } from 'knex';
import { findLinkedContentIds } from './writes.ts';

/** The tags of the pages that show any of the terms: the content items linked to them. */
export async function termTags(db: Knex, tenantKey: string, termIds: readonly number[]): Promise<string[]> {
  return (await findLinkedContentIds(db, tenantKey, termIds)).map((id) => `content:${id}`);
}
