import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { Publication } from '../magazine.ts';
import { findPublicationById } from '../queries.ts';

const inputSchema = z.object({ id: z.number().int().positive() });

/** An active publication of the request's tenant; NOT_FOUND otherwise. */
export async function getMagazinePublication({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Publication> {
  const { id } = parseInput(inputSchema, input);
  const publication = await findPublicationById(ctx.db, tenantKeyOf(ctx), id);
  if (!publication) throw notFound(`Magazine publication ${id}`);
  return publication;
}
