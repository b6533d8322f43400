import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { requireCompanyUpdates } from '../company-update-access.ts';
import { companyUpdateStatuses } from '../company-update.ts';
import { withCompanies, type CompanyUpdateView } from '../company-update-view.ts';
import { countCompanyUpdates, listCompanyUpdates } from '../queries.ts';

const inputSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  status: z.array(z.enum(companyUpdateStatuses)).max(companyUpdateStatuses.length).nullish(),
  pagination: paginationInput(500),
  sort: z
    .object({
      field: z.enum(['updated', 'requestedAt', 'company']).nullish(),
      order: z.enum(['asc', 'desc']).nullish(),
    })
    .nullish(),
});

/** The site's company update requests: the latest change first by default, 25 a page. */
export async function getCompanyUpdateStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<CompanyUpdateView>> {
  const { search, status, pagination, sort } = parseInput(inputSchema, input);
  const { tenantKey } = await requireCompanyUpdates(ctx);
  const filter = { search: search || null, statuses: status ?? null };
  const { limit, skip } = pageOf(pagination, 25);
  const [rows, totalCount] = await Promise.all([
    listCompanyUpdates(ctx.db, tenantKey, {
      ...filter,
      limit,
      skip,
      sort: { field: sort?.field ?? 'updated', order: sort?.order ?? (sort?.field === 'company' ? 'asc' : 'desc') },
    }),
    countCompanyUpdates(ctx.db, tenantKey, filter),
  ]);
  return toConnection(await withCompanies(ctx.db, tenantKey, rows, ctx.now()), { skip, totalCount });
}
