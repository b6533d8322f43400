import { z } from 'zod';
import type { AiCompletion } from '../../core/ai-assistant.ts';
import { requirePermission } from '../../core/access.ts';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';

const input = z.object({
  prompt: z.string(required).trim().min(1, 'Write a prompt').max(8_000, 'At most 8000 characters'),
});

/** Sends one prompt to the configured AI provider (manage_modules); SERVICE_UNAVAILABLE when there is none. */
export async function completeAiPrompt({
  ctx,
  input: raw,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<AiCompletion> {
  const { prompt } = parseInput(input, raw);
  requirePermission(ctx, ['manage_modules']);
  return ctx.ai.complete(prompt);
}
