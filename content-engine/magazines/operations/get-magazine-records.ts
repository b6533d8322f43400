import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { findIssueRecord, findPublicationRecord, findSectionRecord } from '../admin-queries.ts';
import { issuePermission, publicationPermission, sectionPermission } from '../magazine-access.ts';
import { byIdInput } from '../magazine-input.ts';
import type { IssueRecord, PublicationRecord, SectionRecord } from '../magazine-records.ts';

/*
 * One publication, issue or section of the request's tenant, any status, for its edit form;
 * NOT_FOUND for another tenant's id.
 */

type Args = { ctx: EngineContext; input: unknown };

export async function getMagazinePublicationRecord({ ctx, input }: Args): Promise<PublicationRecord> {
  const { id } = parseInput(byIdInput, input);
  requirePermission(ctx, [publicationPermission]);
  return (
    (await findPublicationRecord(ctx.db, tenantKeyOf(ctx), id)) ??
    Promise.reject(notFound(`Magazine publication ${id}`))
  );
}

export async function getMagazineIssueRecord({ ctx, input }: Args): Promise<IssueRecord> {
  const { id } = parseInput(byIdInput, input);
  requirePermission(ctx, [issuePermission]);
  return (await findIssueRecord(ctx.db, tenantKeyOf(ctx), id)) ?? Promise.reject(notFound(`Magazine issue ${id}`));
}

export async function getMagazineSectionRecord({ ctx, input }: Args): Promise<SectionRecord> {
  const { id } = parseInput(byIdInput, input);
  requirePermission(ctx, [sectionPermission]);
  return (await findSectionRecord(ctx.db, tenantKeyOf(ctx), id)) ?? Promise.reject(notFound(`Magazine section ${id}`));
}
