import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { findMagazineSectionsForSelect } from '../section-select-queries.ts';

const inputSchema = z.object({ publicationId: z.number().int().positive() });

/** The magazine sections of one of the tenant's publications, in their order (the content editor's select). */
export async function getMagazineSectionSelect({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { publicationId } = parseInput(inputSchema, input);
  return findMagazineSectionsForSelect(ctx.db, tenantKeyOf(ctx), publicationId);
}
