import type { Knex } from 'knex';
import { rewriteUnlessCurrent } from '../../../db/derived-version.ts';
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
 * start calls it after migrating; one transaction. Returns the bodies changed, or null when they were current.
 */
export function ensureBodiesSanitised(db: Knex, now: number = Date.now()): Promise<number | null> {
  return rewriteUnlessCurrent(db, { name: stateName, version: bodySanitiserVersion, now }, async (trx) => {
    let changed = 0;
    for (let after = 0; ;) {
      const rows: { id: number; body: string }[] = await trx('content')
        .where('id', '>', after)
        .whereNot('body', '')
        .orderBy('id')
        .limit(batchSize)
        .select('id', 'body');
      if (!rows.length) return changed;
      for (const { id, body } of rows) {
        const clean = sanitizeBody(body);
        if (clean === body) continue;
        await trx('content').where({ id }).update({ body: clean });
        changed++;
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  });
}
