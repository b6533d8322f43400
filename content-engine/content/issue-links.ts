import type { Knex } from 'knex';

/** The ids of the content an issue carries, in its running order. */
export async function findContentIdsOfIssue(db: Knex, tenantKey: string, issueId: number): Promise<number[]> {
  const rows = await db('content_issues')
    .join('content', 'content.id', 'content_issues.content_id')
    .where({ 'content.tenant_key': tenantKey, 'content_issues.issue_id': issueId })
    .orderBy(['content_issues.position', 'content.id'])
    .select('content_issues.content_id');
  return rows.map((row) => Number(row.content_id));
}
