import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { hashPassword, newPasswordSchema } from '../../credentials/passwords.ts';
import { userWithPassword } from '../current-password.ts';
import { updateSiteUserRow } from '../queries.ts';
import { requireSiteUser } from '../session.ts';
import { requiredString } from '../site-user-input.ts';
import { revokeSiteUserTokens } from '../token-queries.ts';

const inputSchema = z.object({ password: requiredString(1_000), newPassword: newPasswordSchema });

/** Changes the signed-in user's password (the current one is checked); their other sessions end, this one goes on. */
export async function updateSiteUserPassword({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const session = await requireSiteUser(ctx);
  const { password, newPassword } = parseInput(inputSchema, input);
  const user = await userWithPassword(ctx, { session, tenantKey: session.tenantKey, password });
  if (newPassword === password) throw badInput('newPassword', 'The new password must differ from the current one');
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await updateSiteUserRow(trx, {
      tenantKey: session.tenantKey,
      id: user.id,
      now,
      changes: { password_hash: passwordHash },
    });
    await revokeSiteUserTokens(trx, {
      userId: user.id,
      kinds: ['session', 'simulation', 'reset'],
      now,
      keepId: session.tokenId,
    });
  });
  return { ok: true };
}
