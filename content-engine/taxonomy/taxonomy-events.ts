import type { Knex } from 'knex';
import { tags, type ChangeTag } from '../core/change-tags.ts';
import { findLinkedContentIds } from './writes.ts';

/** The tags of the pages that show any of the terms: the content items linked to them. */
export async function termTags(db: Knex, tenantKey: string, termIds: readonly number[]): Promise<ChangeTag[]> {
  return (await findLinkedContentIds(db, tenantKey, termIds)).map(tags.content);
}
