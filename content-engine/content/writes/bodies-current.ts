import type { Knex } from 'knex';
import { sanitizeBody } from './sanitize-body.ts';

/**
 * The version of the body sanitiser's rules; raise it whenever they change (1: ids and names
 * namespaced as user-content-…, issue 26), and every stored body is sanitised again at the next start.
 */
export const bodySanitiserVersion = 1;

const stateName = 'content-body';
const batchSize = 500;

/**
 * Puts every stored content body through the current sanitiser when the bodies were written by
 * older rules (the state table of migration 0015), so that a body saved before a rule existed
 * cannot keep what the rule removes (an id that clobbers one of the page's elements). A process
 * start calls it after migrating. Returns the bodies changed, or null when they were current.
 */
export async function ensureBodiesSanitised(db: Knex, now: number = Date.now()): Promise<number | null> {
  const stored = await db('search_index_state').where({ name: stateName }).first('version');
  if (stored && Number(stored.version) === bodySanitiserVersion) return null;
  let changed = 0;
  for (let after = 0; ; ) {
    const rows: { id: number; body: string }[] = await db('content').where('id', '>', after).whereNot('body', '').orderBy('id').limit(batchSize).select('id', 'body');
    if (!rows.length) break;
    for (const { id, body } of rows) {
      const clean = sanitizeBody(body);
      if (clean === body) continue;
      await db('content').where({ id }).update({ body: clean });
      changed++;
    }
    after = Number(rows[rows.length - 1]!.id);
  }
  await db('search_index_state').insert({ name: stateName, version: bodySanitiserVersion, updated: now }).onConflict('name').merge(['version', 'updated']);
  return changed;
}
