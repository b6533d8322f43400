import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { newPasswordSchema } from '../../credentials/passwords.ts';
import { redeemLinkToken } from '../redeem-link-token.ts';

const inputSchema = z.object({ password: newPasswordSchema, hash: z.string().min(1).max(200) });

/** Activates an invited user with the password they chose (the invite link works once). */
export async function validateCmsUserInvite({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<true> {
  const { password, hash } = parseInput(inputSchema, input);
  await redeemLinkToken({ ctx, kind: 'invite', token: hash, password, activate: true });
  return true;
}
