import type { Knex } from 'knex';
import { badInput } from '../../core/validate.ts';
import { dbJson } from '../../core/rows.ts';
import { z } from 'zod';
import { contentTypeEntries, isTenantOnlyContentType } from '../../shared/content-types.ts';
import type { ContentFieldsPatch } from './content-fields.ts';

const extraTypes = dbJson(z.array(z.string()));

/**
 * The rules of a write that depend on stored rows beyond plain references: a tenant-only type
 * (Apparatus, InQuarters) only on a tenant configured for it, and key contacts that are Contact
 * items of the same tenant, a document from the tenant's own media library. Throws BAD_USER_INPUT naming the field.
 */
export async function assertTypeRules(db: Knex, tenantKey: string, f: ContentFieldsPatch): Promise<void> {
  if (f.type && isTenantOnlyContentType(f.type)) {
    const row = await db('tenants').where({ key: tenantKey }).first('extra_content_types');
    const allowed = row ? extraTypes.parse(row.extra_content_types) : [];
    if (!allowed.includes(f.type)) {
      const label = contentTypeEntries.find((entry) => entry.value === f.type)?.label ?? f.type;
      throw badInput('type', `The ${label} type is not available on this site.`);
    }
  }
  const contactIds = f.metadata?.keyContactIds ?? [];
  if (contactIds.length) {
    const rows: { id: number | string }[] = await db('content')
      .where({ tenant_key: tenantKey, type: 'Contact' })
      .whereIn('id', contactIds)
      .select('id');
    const found = new Set(rows.map((row) => Number(row.id)));
    const missing = contactIds.filter((id) => !found.has(id));
    if (missing.length)
      throw badInput('metadata.keyContactIds', `no such contact of this site (${missing.slice(0, 10).join(', ')}).`);
  }
  const assetId = f.file?.assetId;
  if (assetId && !(await db('assets').where({ tenant_key: tenantKey, id: assetId }).first('id')))
    throw badInput('file.assetId', `no such file of this site's media library (${assetId}).`);
}
