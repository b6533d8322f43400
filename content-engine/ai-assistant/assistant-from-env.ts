import type { AiAssistant } from '../core/ai-assistant.ts';
import { createOpenAiAssistant, openAiDefaults, unconfiguredAssistant } from './openai-assistant.ts';

type Env = Record<string, string | undefined>;

/** The OpenAI-compatible provider when OPENAI_API_KEY is set (OPENAI_BASE_URL, OPENAI_MODEL optional), else none. */
export function aiAssistantFromEnv(env: Env): AiAssistant {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return unconfiguredAssistant;
  return createOpenAiAssistant({
    apiKey,
    baseUrl: env.OPENAI_BASE_URL?.trim() || openAiDefaults.baseUrl,
    model: env.OPENAI_MODEL?.trim() || openAiDefaults.model,
  });
}
