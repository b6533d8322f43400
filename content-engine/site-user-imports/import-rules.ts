import type { EngineContext } from '../core/context.ts';
import { dbNumber } from '../core/rows.ts';
import { siteNewsletters } from '../site-users/newsletters.ts';
import type { ImportRules } from './import-row.ts';

/** The site's memberships (any status: a migration may carry retired ones) and enabled newsletters. */
export async function loadImportRules(ctx: EngineContext, tenantKey: string): Promise<ImportRules> {
  const memberships: { id: unknown; alias: string }[] = await ctx
    .db('memberships')
    .where({ tenant_key: tenantKey })
    .select('id', 'alias');
  const { enabled } = await siteNewsletters(ctx, tenantKey);
  return {
    membershipIdsByAlias: new Map(memberships.map((m) => [m.alias.toLowerCase(), dbNumber.parse(m.id)])),
    newsletterIds: new Set(enabled.map((n) => n.id)),
    now: ctx.now(),
  };
}
