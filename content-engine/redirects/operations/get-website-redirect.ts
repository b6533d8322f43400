import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { findRedirect } from '../queries.ts';
import { appendQueryString, splitUrl } from '../redirect-path.ts';

const inputSchema = z.object({
  from: z.string().min(1).max(2000),
  preserveQueryString: z.boolean().nullish(),
});

export interface WebsiteRedirect {
  from: string;
  to: string;
  code: number;
}

/** Where a request path redirects to, or null when the tenant has no redirect for it. */
export async function getWebsiteRedirect({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteRedirect | null> {
  const { from, preserveQueryString } = parseInput(inputSchema, input);
  const redirect = await findRedirect(ctx.db, tenantKeyOf(ctx), from);
  if (!redirect) return null;
  const { query } = splitUrl(from);
  const to = preserveQueryString && query ? appendQueryString(redirect.to, query) : redirect.to;
  return { from: redirect.from, to, code: redirect.code };
}
