import type { Knex } from 'knex';
import { wherePublic } from '../core/content-visibility.ts';
import { attachAssets } from '../assets/queries.ts';
import { activeContactStatus, contactColumns, toContact, type Contact } from './contact.ts';

/**
 * Active contacts linked to the tenant's content items `contentIds`, by link position (then
 * by the order of `contentIds`), each contact once, with images.
 */
export async function listContactsForContent(
  db: Knex,
  tenantKey: string,
  { contentIds, limit }: { contentIds: readonly number[]; limit: number },
): Promise<Contact[]> {
  if (contentIds.length === 0) return [];
  const rows: (Record<string, unknown> & { content_id: number; position: number })[] = await db(
    'content_contacts as cc',
  )
    .join('contacts', 'contacts.id', 'cc.contact_id')
    .join('content', 'content.id', 'cc.content_id')
    .where({
      'contacts.tenant_key': tenantKey,
      'content.tenant_key': tenantKey,
      'contacts.status': activeContactStatus,
    })
    .whereIn('cc.content_id', [...new Set(contentIds)])
    .select([...contactColumns.map((c) => `contacts.${c}`), 'cc.content_id', 'cc.position']);
  const order = new Map(contentIds.map((id, index) => [id, index] as const));
  rows.sort(
    (a, b) =>
      Number(a.position) - Number(b.position) ||
      (order.get(Number(a.content_id)) ?? 0) - (order.get(Number(b.content_id)) ?? 0),
  );
  const unique = new Map<number, Omit<Contact, 'image'>>();
  for (const contact of rows.map(toContact)) if (!unique.has(contact.id)) unique.set(contact.id, contact);
  const contacts = [...unique.values()].slice(0, limit);
  return attachAssets(db, tenantKey, contacts, { idOf: (c) => c.imageId, as: 'image' });
}

/** The tenant's public Company items, by name (a contacts directory lists their contacts); at most `limit`. */
export async function publicCompanyIds(db: Knex, tenantKey: string, now: number, limit: number): Promise<number[]> {
  const rows: { id: number | string }[] = await wherePublic(
    db('content').where({ 'content.tenant_key': tenantKey, 'content.type': 'Company' }),
    now,
  )
    .orderBy([
      { column: 'content.name', order: 'asc' },
      { column: 'content.id', order: 'asc' },
    ])
    .limit(limit)
    .select('content.id');
  return rows.map((row) => Number(row.id));
}

export interface ContactOption {
  id: number;
  fullName: string;
  title: string;
  email: string;
}

/** LIKE's wildcards and escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The tenant's active contacts named by `includeIds`, then (by name) those whose full name, title
 * or e-mail contains `search`, `limit` of those at most; nothing searched for an empty `search`.
 */
export async function listContactsForSelect(
  db: Knex,
  tenantKey: string,
  { search, includeIds, limit }: { search: string; includeIds: readonly number[]; limit: number },
): Promise<ContactOption[]> {
  const columns = ['id', 'full_name', 'title', 'email'];
  const base = () => db('contacts').where({ tenant_key: tenantKey, status: activeContactStatus });
  const chosen: Record<string, unknown>[] = includeIds.length
    ? await base()
        .whereIn('id', [...new Set(includeIds)])
        .select(columns)
    : [];
  const pattern = `%${likeLiteral(search.toLowerCase())}%`;
  const found: Record<string, unknown>[] = search
    ? await base()
        .where((q) =>
          q
            .whereRaw(`lower(full_name) like ? escape '\\'`, [pattern])
            .orWhereRaw(`lower(title) like ? escape '\\'`, [pattern])
            .orWhereRaw(`lower(email) like ? escape '\\'`, [pattern]),
        )
        .orderBy([{ column: 'full_name' }, { column: 'id' }])
        .limit(limit)
        .select(columns)
    : [];
  const byId = new Map<number, ContactOption>();
  for (const row of [...chosen, ...found]) {
    const id = Number(row.id);
    if (!byId.has(id))
      byId.set(id, {
        id,
        fullName: String(row.full_name),
        title: String(row.title),
        email: String(row.email),
      });
  }
  return [...byId.values()];
}
