import type { Knex } from 'knex';
import { badInput } from '../../core/validate.ts';
import type { ContentFieldsPatch } from './content-fields.ts';
import { assertTypeRules } from './type-rules.ts';

type Query = (db: Knex, tenantKey: string, ids: number[]) => Knex.QueryBuilder;

const ofTenant =
  (table: string): Query =>
  (db, tenantKey, ids) =>
    db(table).where({ tenant_key: tenantKey }).whereIn('id', ids);

const lookups = {
  primarySectionId: ofTenant('website_sections'),
  schedules: ofTenant('website_sections'),
  primaryImageId: ofTenant('assets'),
  imageIds: ofTenant('assets'),
  companyId: (db, tenantKey, ids) => ofTenant('content')(db, tenantKey, ids).where({ type: 'Company' }),
  relatedIds: ofTenant('content'),
  authorIds: ofTenant('persons'),
  taxonomyIds: ofTenant('taxonomy'),
  membershipIds: ofTenant('memberships'),
  // The layouts a tenant may use: the global ones and those assigned to it.
  layoutId: (db, tenantKey, ids) =>
    db('layouts')
      .whereIn('id', ids)
      .where((q) =>
        q
          .where('is_global', true)
          .orWhereIn('id', db('layout_tenants').select('layout_id').where({ tenant_key: tenantKey })),
      ),
} satisfies Record<string, Query>;

type Field = keyof typeof lookups;

const referencedIds = (f: ContentFieldsPatch): Record<Field, number[]> => {
  const one = (id: number | null | undefined) => (id ? [id] : []);
  return {
    primarySectionId: one(f.primarySectionId),
    schedules: [...new Set((f.schedules ?? []).map((s) => s.sectionId))],
    primaryImageId: one(f.primaryImageId),
    imageIds: f.imageIds ?? [],
    companyId: one(f.companyId),
    relatedIds: f.relatedIds ?? [],
    authorIds: f.authorIds ?? [],
    taxonomyIds: f.taxonomyIds ?? [],
    membershipIds: f.membershipIds ?? [],
    layoutId: one(f.layoutId),
  };
};

/**
 * Checks that every id a patch refers to is a row of the request's tenant (an item never links
 * across tenants); throws BAD_USER_INPUT naming the first bad field. `selfId` may not be related.
 */
export async function assertReferences(
  db: Knex,
  tenantKey: string,
  f: ContentFieldsPatch,
  selfId: number | null = null,
): Promise<void> {
  const wanted = referencedIds(f);
  if (selfId !== null && wanted.relatedIds.includes(selfId))
    throw badReference('relatedIds', [selfId], 'an item cannot be related to itself');
  for (const field of Object.keys(lookups) as Field[]) {
    const ids = wanted[field];
    if (ids.length === 0) continue;
    const rows: { id: number | string }[] = await lookups[field](db, tenantKey, ids).select('id');
    const found = new Set(rows.map((row) => Number(row.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length)
      throw badReference(
        field,
        missing,
        field === 'companyId' ? 'no such company of this site' : 'no such record of this site',
      );
  }
  await assertTypeRules(db, tenantKey, f);
}

const badReference = (field: string, ids: number[], why: string) =>
  badInput(field, `${why} (${ids.slice(0, 10).join(', ')}).`);
