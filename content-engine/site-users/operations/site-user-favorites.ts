import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { wherePublic } from '../../core/content-visibility.ts';
import { addFavorite, removeFavorite } from '../relations-queries.ts';
import { requireSiteUser } from '../session.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';

const inputSchema = z.object({ contentId: z.number(required).int().positive() });

/** Adds public content of the tenant to the signed-in user's favourites (again: no change); NOT_FOUND for other content. */
export async function addSiteUserFavorite({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserInfo> {
  const session = await requireSiteUser(ctx);
  const { contentId } = parseInput(inputSchema, input);
  const now = ctx.now();
  const visible = await wherePublic(
    ctx.db('content').where({ 'content.id': contentId, 'content.tenant_key': session.tenantKey }),
    now,
  ).first('content.id');
  if (!visible) throw notFound(`Content ${contentId}`);
  await addFavorite(ctx.db, { tenantKey: session.tenantKey, userId: session.userId, contentId, now });
  return loadSiteUserInfo(ctx.db, {
    tenantKey: session.tenantKey,
    userId: session.userId,
    now,
    isSimulated: session.isSimulated,
  });
}

/** Removes content from the signed-in user's favourites (one that is not there: no change). */
export async function removeSiteUserFavorite({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserInfo> {
  const session = await requireSiteUser(ctx);
  const { contentId } = parseInput(inputSchema, input);
  await removeFavorite(ctx.db, { userId: session.userId, contentId });
  return loadSiteUserInfo(ctx.db, {
    tenantKey: session.tenantKey,
    userId: session.userId,
    now: ctx.now(),
    isSimulated: session.isSimulated,
  });
}
