import type { Knex } from 'knex';
import { tags, type ChangeTag } from '../core/change-tags.ts';
import { findBylineContentIds } from './writes.ts';

/** The tags of the pages that show the person: its own (contacts blocks) and the items it authored. */
export async function personTags(db: Knex, tenantKey: string, personId: number): Promise<ChangeTag[]> {
  return [tags.person(personId), ...(await findBylineContentIds(db, tenantKey, personId)).map(tags.content)];
}
