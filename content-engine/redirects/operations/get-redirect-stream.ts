import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { listRedirects } from '../redirect-list-queries.ts';
import type { Redirect } from '../redirect.ts';

const inputSchema = z
  .object({
    search: z.string().trim().max(200).nullish(),
    pagination: paginationInput(200),
  })
  .nullish();

/** The redirects list (/admin/redirects): text search over source and target, pages of 25 by default. Needs manage_redirects. */
export async function getRedirectStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<Redirect>> {
  const { search, pagination } = parseInput(inputSchema, input) ?? {};
  requirePermission(ctx, ['manage_redirects']);
  const { limit, skip } = pageOf(pagination, 25);
  const { redirects, totalCount } = await listRedirects(
    ctx.db,
    { tenantKey: tenantKeyOf(ctx), search: search || undefined },
    { limit, skip },
  );
  return toConnection(redirects, { skip, totalCount });
}
