import type { Knex } from 'knex';

/** An item's last writer, related items (any status, in order) and the tenant's issues it runs in. */
export async function findEditorialLinks(db: Knex, tenantKey: string, id: number) {
  const row: { updated_by_name: string | null } | undefined = await db('content')
    .where({ tenant_key: tenantKey, id })
    .first('updated_by_name');
  if (!row) return null;
  const related: { id: number | string; name: string; type: string; status: number | string }[] = await db(
    'content_relations as r',
  )
    .join('content as c', 'c.id', 'r.related_id')
    .where({ 'r.content_id': id, 'c.tenant_key': tenantKey })
    .orderBy(['r.position', 'r.related_id'])
    .select('c.id', 'c.name', 'c.type', 'c.status');
  const issues: { id: number | string; name: string; publication_id: number | string }[] = await db(
    'content_issues as x',
  )
    .join('magazine_issues as i', 'i.id', 'x.issue_id')
    .where({ 'x.content_id': id, 'i.tenant_key': tenantKey })
    .select('i.id', 'i.name', 'i.publication_id');
  return {
    updatedBy: row.updated_by_name,
    related: related.map((r) => ({ id: Number(r.id), name: r.name, type: r.type, status: Number(r.status) })),
    issues: new Map(issues.map((i) => [Number(i.id), { name: i.name, publicationId: Number(i.publication_id) }])),
  };
}
