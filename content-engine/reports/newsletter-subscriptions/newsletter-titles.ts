import type { Knex } from 'knex';

/**
 * The enabled newsletters of each site (settings `newsletters.enabledNewsletters`, stored as JSON
 * text in site_settings.payload) as rows tenant_key, id, title — read in SQL so that a report's
 * rows stay one query. The JSON functions differ: json_each on SQLite, json_array_elements on
 * PostgreSQL.
 */
export function newsletterTitles(db: Knex, siteKeys: string[]) {
  const list =
    db.client.config.client === 'pg'
      ? db.raw(
          `select s.tenant_key, n.value ->> 'id' as id, n.value ->> 'title' as title
           from site_settings s
           cross join lateral json_array_elements(coalesce(s.payload::json -> 'newsletters' -> 'enabledNewsletters', '[]'::json)) as n(value)`,
        )
      : db.raw(
          `select s.tenant_key, json_extract(n.value, '$.id') as id, json_extract(n.value, '$.title') as title
           from site_settings s, json_each(s.payload, '$.newsletters.enabledNewsletters') n`,
        );
  return db
    .from(db.raw('(?) as nl', [list]))
    .whereIn('nl.tenant_key', siteKeys)
    .select('nl.tenant_key', 'nl.id', 'nl.title');
}
