import type { Knex } from 'knex';
import { badInput } from '../../core/validate.ts';

/** One issue an item runs in, and optionally the magazine section of that issue's publication. */
export interface IssueAssignment {
  issueId: number;
  sectionId?: number | null;
}

/**
 * Checks that every issue is one of the tenant's and every section is one of the tenant's in the
 * same publication as its issue; throws BAD_USER_INPUT on `issues` otherwise.
 */
export async function assertIssueAssignments(
  db: Knex,
  tenantKey: string,
  assignments: readonly IssueAssignment[],
): Promise<void> {
  if (assignments.length === 0) return;
  const issueIds = assignments.map((a) => a.issueId);
  const issues: { id: number | string; publication_id: number | string }[] = await db('magazine_issues')
    .where({ tenant_key: tenantKey })
    .whereIn('id', issueIds)
    .select('id', 'publication_id');
  const publicationOf = new Map(issues.map((row) => [Number(row.id), Number(row.publication_id)]));
  const missing = issueIds.filter((id) => !publicationOf.has(id));
  if (missing.length) throw badInput('issues', `no such magazine issue of this site (${missing.join(', ')}).`);
  const sectionIds = assignments.flatMap((a) => (a.sectionId ? [a.sectionId] : []));
  if (sectionIds.length === 0) return;
  const sections: { id: number | string; publication_id: number | string }[] = await db('magazine_sections')
    .where({ tenant_key: tenantKey })
    .whereIn('id', sectionIds)
    .select('id', 'publication_id');
  const sectionPublication = new Map(sections.map((row) => [Number(row.id), Number(row.publication_id)]));
  for (const { issueId, sectionId } of assignments) {
    if (sectionId && sectionPublication.get(sectionId) !== publicationOf.get(issueId))
      throw badInput('issues', `magazine section ${sectionId} is not a section of issue ${issueId}'s publication.`);
  }
}

/**
 * Replaces the item's issue links. An issue it already ran in keeps its place in that issue's
 * running order; a new one puts the item last.
 */
export async function replaceIssueLinks(
  db: Knex,
  contentId: number,
  assignments: readonly IssueAssignment[],
): Promise<void> {
  const kept: { issue_id: number | string; position: number | string }[] = await db('content_issues')
    .where({ content_id: contentId })
    .select('issue_id', 'position');
  const positionIn = new Map(kept.map((row) => [Number(row.issue_id), Number(row.position)]));
  await db('content_issues').where({ content_id: contentId }).delete();
  for (const { issueId, sectionId } of assignments) {
    const last = (await db('content_issues').where({ issue_id: issueId }).max({ max: 'position' }).first()) as
      { max: number | string | null } | undefined;
    const position = positionIn.get(issueId) ?? (last?.max == null ? 0 : Number(last.max) + 1);
    await db('content_issues').insert({
      content_id: contentId,
      issue_id: issueId,
      section_id: sectionId ?? null,
      position,
    });
  }
}

/** The issues an item runs in, with their magazine sections. */
export async function findIssueAssignments(db: Knex, contentIds: readonly number[]) {
  const rows: { content_id: number | string; issue_id: number | string; section_id: number | string | null }[] =
    contentIds.length === 0
      ? []
      : await db('content_issues')
          .whereIn('content_id', contentIds)
          .orderBy(['content_id', 'issue_id'])
          .select('content_id', 'issue_id', 'section_id');
  return rows.map((row) => ({
    contentId: Number(row.content_id),
    issueId: Number(row.issue_id),
    sectionId: row.section_id === null ? null : Number(row.section_id),
  }));
}
