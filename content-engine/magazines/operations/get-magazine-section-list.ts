import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { findSectionRecords } from '../admin-queries.ts';
import { sectionPermission } from '../magazine-access.ts';
import { sectionListInput } from '../magazine-input.ts';
import type { SectionRecord } from '../magazine-records.ts';

/** The admin's magazine sections: by publication in running order unless told, searched by name (25 a page). */
export async function getMagazineSectionList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<SectionRecord>> {
  const { search, publicationId, sort, pagination } = parseInput(sectionListInput, input);
  requirePermission(ctx, [sectionPermission]);
  const { limit, skip } = pageOf(pagination, 25);
  const { nodes, totalCount } = await findSectionRecords(
    ctx.db,
    tenantKeyOf(ctx),
    { search, publicationId },
    { limit, skip, sort: { field: sort?.field ?? 'sequence', order: sort?.order ?? 'asc' } },
  );
  return toConnection(nodes, { skip, totalCount });
}
