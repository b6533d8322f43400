import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { Issue } from '../magazine.ts';
import { findIssueById } from '../queries.ts';

const inputSchema = z.object({ id: z.number().int().positive() });

/** An active issue (of an active publication) of the request's tenant; NOT_FOUND otherwise. */
export async function getIssue({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Issue> {
  const { id } = parseInput(inputSchema, input);
  const issue = await findIssueById(ctx.db, tenantKeyOf(ctx), id);
  if (!issue) throw notFound(`Magazine issue ${id}`);
  return issue;
}
