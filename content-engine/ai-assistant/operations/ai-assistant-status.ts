import { requirePermission } from '../../core/access.ts';
import type { EngineContext } from '../../core/context.ts';
import { noAiProviderMessage } from '../openai-assistant.ts';

/** Whether an AI provider is configured, and which (manage_modules). */
export function aiAssistantStatus({ ctx }: { ctx: EngineContext }) {
  requirePermission(ctx, ['manage_modules']);
  const { provider, model } = ctx.ai;
  return { configured: provider !== null, provider, model, message: provider ? null : noAiProviderMessage };
}
