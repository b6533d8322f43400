import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { findIssueRecords, findPublicationRecords, findSectionRecords } from '../admin-queries.ts';
import { magazineSelectPermissions } from '../magazine-access.ts';
import { forSelectInput } from '../magazine-input.ts';
import type { MagazineStatusName } from '../magazine-records.ts';

/*
 * The publication → issue → section selects (the content editor's issue assignment, the issue
 * and section forms): every status, so an item can go into an issue not yet on the site. Up to
 * 1000 each, as the spec's other selects.
 */

type Args = { ctx: EngineContext; input?: unknown };
const all = { limit: 1000, skip: 0 };

export interface SelectOption {
  id: number;
  name: string;
  status?: MagazineStatusName;
  mailDate?: number;
}

/** The site's publications by name. */
export async function magazinePublicationsForSelect({ ctx }: Args): Promise<SelectOption[]> {
  requirePermission(ctx, magazineSelectPermissions);
  const { nodes } = await findPublicationRecords(ctx.db, tenantKeyOf(ctx), {}, all);
  return nodes.map(({ id, name, status }) => ({ id, name, status }));
}

/** A publication's issues, newest mail date first. */
export async function magazineIssuesForSelect({ ctx, input }: Args): Promise<SelectOption[]> {
  const { publicationId } = parseInput(forSelectInput, input);
  requirePermission(ctx, magazineSelectPermissions);
  const { nodes } = await findIssueRecords(ctx.db, tenantKeyOf(ctx), { publicationId }, all);
  return nodes.map(({ id, name, status, mailDate }) => ({ id, name, status, mailDate }));
}

/** A publication's sections in running order. */
export async function magazineSectionsForSelect({ ctx, input }: Args): Promise<SelectOption[]> {
  const { publicationId } = parseInput(forSelectInput, input);
  requirePermission(ctx, magazineSelectPermissions);
  const { nodes } = await findSectionRecords(ctx.db, tenantKeyOf(ctx), { publicationId }, all);
  return nodes.map(({ id, name }) => ({ id, name }));
}
