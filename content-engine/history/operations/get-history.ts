import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { HistoryEntry } from '../history-entry.ts';
import { listHistory } from '../queries.ts';

/** Blank filters mean "any". */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || undefined);

const inputSchema = z.object({
  entityType: filterText(40),
  entityId: filterText(200),
  cmsUserId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? undefined),
  pagination: paginationInput(200),
});

/**
 * The history of the request's tenant with the global entries (CMS users), newest first (50 by
 * default), optionally of one entity type, entity or user. Needs view_history.
 */
export async function getHistory({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<HistoryEntry>> {
  const { pagination, ...filter } = parseInput(inputSchema, input);
  const user = requirePermission(ctx, ['view_history']);
  const tenantKey = tenantKeyOf(ctx);
  const { limit, skip } = pageOf(pagination, 50);
  const { entries, totalCount } = await listHistory(
    ctx.db,
    { tenantKey, includeGlobal: user.isGlobal, ...filter },
    { limit, skip },
  );
  return toConnection(entries, { skip, totalCount });
}
