import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { Contact } from '../contact.ts';
import { listContactsForContent } from '../queries.ts';

const inputSchema = z.object({
  includeContentIds: z.array(z.number().int().positive()).max(1000).nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
});

/** The contacts attached to some content items of the request's tenant (100 at most by default). */
export async function getContacts({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Contact[]> {
  const { includeContentIds, limit } = parseInput(inputSchema, input);
  return listContactsForContent(ctx.db, tenantKeyOf(ctx), { contentIds: includeContentIds ?? [], limit: limit ?? 100 });
}
