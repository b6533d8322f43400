import { wherePublic } from '../../core/content-visibility.ts';
import { readJsonObject } from '../../core/rows.ts';
import type { BlockPopulator } from './types.ts';

/**
 * company_key_contact: the page item's key contacts (metadata.keyContactIds) that are public
 * Contact items of the tenant, in the order the editor chose.
 */
export const populateKeyContacts: BlockPopulator = async (_block, { db, tenantKey, contentId, now }) => {
  if (!contentId) return { itemIds: [], underFilled: true };
  const row = await db('content').where({ tenant_key: tenantKey, id: contentId }).first('metadata');
  const wanted = row ? readJsonObject(row, 'metadata').keyContactIds : null;
  const ids = Array.isArray(wanted) ? wanted.filter((id): id is number => Number.isInteger(id)) : [];
  if (!ids.length) return { itemIds: [], underFilled: true };
  const rows: { id: number | string }[] = await wherePublic(
    db('content')
      .select('content.id')
      .where({ 'content.tenant_key': tenantKey, 'content.type': 'Contact' })
      .whereIn('content.id', ids),
    now,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const itemIds = ids.filter((id) => found.has(id));
  return { itemIds, underFilled: itemIds.length === 0 };
};
