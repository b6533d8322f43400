import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { cmsUserFields } from '../cms-user-input.ts';
import { loadCmsUser, updateCmsUserRow } from '../queries.ts';
import { evictSessions } from '../session-cache.ts';
import type { CmsUser } from '../user.ts';

const inputSchema = z.object({ firstName: cmsUserFields.firstName, lastName: cmsUserFields.lastName });

/** The own profile (/admin/user): the signed-in user changes their first and last name; the username is read-only. */
export async function updateOwnCmsUserProfile({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<CmsUser> {
  const { firstName, lastName } = parseInput(inputSchema, input);
  const session = ctx.cmsUser;
  if (!session) throw unauthenticated();
  await updateCmsUserRow(ctx.db, { id: session.id, changes: { firstName, lastName }, now: ctx.now() });
  await recordHistory({
    ctx,
    tenantKey: null,
    entityType: 'cms_user',
    entityId: session.id,
    action: 'update_profile',
    before: { firstName: session.firstName, lastName: session.lastName },
    after: { firstName, lastName },
  });
  evictSessions(ctx.memos, { userId: session.id });
  const user = await loadCmsUser(ctx.db, session.id);
  if (!user) throw unauthenticated();
  return user;
}
