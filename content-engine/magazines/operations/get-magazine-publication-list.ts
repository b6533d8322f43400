import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { findPublicationRecords } from '../admin-queries.ts';
import { publicationPermission } from '../magazine-access.ts';
import { publicationListInput } from '../magazine-input.ts';
import type { PublicationRecord } from '../magazine-records.ts';

/** The admin's publications list: every status, searched by name or alias, by name unless told (25 a page). */
export async function getMagazinePublicationList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<PublicationRecord>> {
  const { search, status, sort, pagination } = parseInput(publicationListInput, input);
  requirePermission(ctx, [publicationPermission]);
  const { limit, skip } = pageOf(pagination, 25);
  const { nodes, totalCount } = await findPublicationRecords(
    ctx.db,
    tenantKeyOf(ctx),
    { search, status },
    { limit, skip, sort: { field: sort?.field ?? 'name', order: sort?.order ?? 'asc' } },
  );
  return toConnection(nodes, { skip, totalCount });
}
