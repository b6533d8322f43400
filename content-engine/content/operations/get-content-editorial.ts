import type { EngineContext } from '../../core/context.ts';
import { tenantKeyOf } from '../../core/context.ts';
import { canSeeUnpublished } from '../access.ts';
import type { ContentNode } from '../content-node.ts';
import { findIssueAssignments } from '../writes/issue-assignments.ts';
import { findEditorialLinks } from '../writes/editorial-queries.ts';

export interface ContentEditorial {
  revision: number;
  updatedBy: string | null;
  related: { id: number; name: string; type: string; status: number }[];
  issues: { issueId: number; issueName: string; publicationId: number; sectionId: number | null }[];
}

/**
 * What only the item's editors read (Content.editorial): the revision their save must name, who
 * made the last write, its related items (drafts included) and the magazine issues it runs in.
 * Null for anyone who may not edit the tenant's content.
 */
export async function getContentEditorial({
  ctx,
  node,
}: {
  ctx: EngineContext;
  node: Pick<ContentNode, 'id' | 'revision'>;
}): Promise<ContentEditorial | null> {
  if (!canSeeUnpublished(ctx)) return null;
  const tenantKey = tenantKeyOf(ctx);
  const [links, assignments] = await Promise.all([
    findEditorialLinks(ctx.db, tenantKey, node.id),
    findIssueAssignments(ctx.db, [node.id]),
  ]);
  if (!links) return null;
  return {
    revision: node.revision,
    updatedBy: links.updatedBy,
    related: links.related,
    issues: assignments.flatMap(({ issueId, sectionId }) => {
      const issue = links.issues.get(issueId);
      return issue ? [{ issueId, sectionId, issueName: issue.name, publicationId: issue.publicationId }] : [];
    }),
  };
}
