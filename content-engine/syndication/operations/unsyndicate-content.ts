import { requirePermission } from '../../core/access.ts';
import { asSystem, tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { deleteContent } from '../../content/operations/delete-content.ts';
import { deleteSyndication, findSyndication } from '../queries.ts';
import { unsyndicateInput } from '../syndication-input.ts';
import { targetContext } from '../target-site.ts';

/** Takes an item of this site off another site: its copy there is deleted (its path retired) and stops following. */
export async function unsyndicateContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { contentId, siteKey } = parseInput(unsyndicateInput, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const target = await targetContext(ctx, siteKey);
  const syndication = await findSyndication(ctx.db, contentId, siteKey);
  if (!syndication || syndication.originTenantKey !== tenantKey)
    throw notFound(`The syndication of content ${contentId} to ${siteKey}`);
  // The copy refuses editors' writes; taking it off is this syndication's own (checked above).
  await deleteContent({ ctx: asSystem(target), input: { id: syndication.copyContentId } });
  await deleteSyndication(ctx.db, syndication.id);
  return true;
}
