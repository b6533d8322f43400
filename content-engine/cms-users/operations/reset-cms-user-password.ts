import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { newPasswordSchema } from '../../credentials/passwords.ts';
import { redeemLinkToken } from '../redeem-link-token.ts';

const inputSchema = z.object({ password: newPasswordSchema, hash: z.string().min(1).max(200) });

/** Sets a new password from a reset link (single use) and signs the user out everywhere. */
export async function resetCmsUserPassword({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<true> {
  const { password, hash } = parseInput(inputSchema, input);
  await redeemLinkToken({ ctx, kind: 'reset', token: hash, password, activate: false });
  return true;
}
