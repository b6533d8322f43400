import { z } from 'zod';
import type { AiAssistant } from '../core/ai-assistant.ts';
import { EngineError } from '../core/errors.ts';

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Default provider and model when only OPENAI_API_KEY is set. */
export const openAiDefaults = { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' };

/**
 * An OpenAI-compatible chat-completions provider (OpenAI, or any server that speaks the same API
 * at OPENAI_BASE_URL): one user message per prompt, 60 s at most. A provider's failure or an
 * answer of another shape is SERVICE_UNAVAILABLE with the provider's status.
 */
export function createOpenAiAssistant({
  apiKey,
  baseUrl = openAiDefaults.baseUrl,
  model = openAiDefaults.model,
  fetch: send = fetch,
}: {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  fetch?: typeof fetch;
}): AiAssistant {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    provider: 'openai-compatible',
    model,
    async complete(prompt) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({ model, messages: [{ role: 'user', content: prompt }] }),
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        throw new EngineError(
          'SERVICE_UNAVAILABLE',
          `The AI provider could not be reached: ${(error as Error).message}`,
        );
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new EngineError('SERVICE_UNAVAILABLE', `The AI provider answered ${response.status}. ${detail}`.trim());
      }
      const parsed = completionSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new EngineError('SERVICE_UNAVAILABLE', 'The AI provider answered something else than a chat completion.');
      return { text: parsed.data.choices[0]?.message.content ?? '', model: parsed.data.model ?? model };
    },
  };
}

/** The message of every answer when no provider is configured (shown as is on /admin/openai). */
export const noAiProviderMessage = 'No AI provider is configured (set OPENAI_API_KEY).';

/** No provider: every prompt is SERVICE_UNAVAILABLE, saying how to configure one. */
export const unconfiguredAssistant: AiAssistant = {
  provider: null,
  model: null,
  complete: async () => {
    throw new EngineError('SERVICE_UNAVAILABLE', noAiProviderMessage);
  },
};
