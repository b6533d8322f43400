import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { listContactsForSelect, type ContactOption } from '../queries.ts';

const inputSchema = z.object({
  /** Matched against the full name, title and e-mail (case-insensitive, as plain text). */
  search: z.string().trim().max(100).nullish(),
  /** The contacts already chosen: answered whatever the search, so a picker can name them. */
  includeIds: z.array(z.number().int().positive()).max(100).nullish(),
  limit: z.number().int().min(1).max(50).nullish(),
});

/**
 * The tenant's active contacts for the newsletter template's contacts block picker: those whose
 * name, title or e-mail contains `search`, and those named by `includeIds`. Newsletter template
 * editors only; a tenant without the newsletters module answers an empty list.
 */
export async function getContactStreamForSelect({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<ContactOption[]> {
  requirePermission(ctx, ['manage_newsletter_templates', 'manage_newsletter_templates_basic']);
  const tenantKey = tenantKeyOf(ctx);
  const { search, includeIds, limit } = parseInput(inputSchema, input);
  if (!ctx.tenant?.modules.includes('newsletters')) return [];
  return listContactsForSelect(ctx.db, tenantKey, {
    search: search ?? '',
    includeIds: includeIds ?? [],
    limit: limit ?? 20,
  });
}
