import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requireGlobalAdministrator } from '../error-events-access.ts';
import { resolveErrorEventRow } from '../queries.ts';

const input = z.object({ id: z.number().int().positive() });

/** Marks an error group resolved (global administrators only); its next occurrence reopens it. */
export async function resolveErrorEvent({ ctx, input: raw }: { ctx: EngineContext; input: unknown }) {
  const { id } = parseInput(input, raw);
  requireGlobalAdministrator(ctx);
  const event = await resolveErrorEventRow(ctx.db, { id, at: ctx.now() });
  if (!event) throw notFound(`Error event ${id}`);
  return event;
}
