import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { ContentStatus, contentStatusNames } from '../../shared/enums.ts';
import type { Person } from '../person.ts';
import { countPersons, listPersons } from '../queries.ts';

// GraphQL's ContentStatus enum carries the numeric values; in-process callers may pass names.
const statusValue = z.union([
  z.enum(contentStatusNames).transform((name) => ContentStatus[name]),
  z.union([z.literal(0), z.literal(1), z.literal(2)]),
]);

const inputSchema = z.object({
  status: z.array(statusValue).min(1).max(contentStatusNames.length).nullish(),
  pagination: paginationInput(10_000),
  search: z.string().trim().max(200).nullish(),
  sort: z.object({ field: z.enum(['fullName']).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
});

export type PersonStream = Connection<Person>;

/**
 * The tenant's people by full name (published only by default; 100 by default; the spec's
 * select asks for status [PUBLISHED] and limit 9999). Draft and deleted people are for CMS users
 * only. `search` narrows to names, e-mails and titles containing the text (/admin/persons).
 */
export async function getPersonStream({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<PersonStream> {
  const { status, pagination, sort, search } = parseInput(inputSchema, input);
  const statuses = status ?? [ContentStatus.PUBLISHED];
  if (statuses.some((value) => value !== ContentStatus.PUBLISHED) && !ctx.cmsUser && !ctx.system)
    throw forbidden('Only CMS users may list unpublished people.');
  const tenantKey = tenantKeyOf(ctx);
  // Contributors' e-mail addresses are for CMS users: a visitor's search does not probe them.
  const filter = { statuses, search: search || undefined, searchEmail: !!ctx.cmsUser || ctx.system };
  const { limit, skip } = pageOf(pagination, 100);
  const [nodes, totalCount] = await Promise.all([
    listPersons(ctx.db, tenantKey, { ...filter, limit, skip, order: sort?.order ?? 'asc' }),
    countPersons(ctx.db, tenantKey, filter),
  ]);
  return toConnection(nodes, { skip, totalCount });
}
