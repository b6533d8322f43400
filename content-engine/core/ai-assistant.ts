/** One answer of the AI assistant. */
export interface AiCompletion {
  text: string;
  /** The model that answered, as the provider names it. */
  model: string;
}

/**
 * The AI-assistant port (/admin/openai): an OpenAI-compatible chat-completions provider chosen
 * by OPENAI_API_KEY. With none configured `provider` is null and `complete` answers
 * SERVICE_UNAVAILABLE: the engine never makes an answer up.
 */
export interface AiAssistant {
  /** 'openai-compatible', or null when no provider is configured. */
  readonly provider: string | null;
  readonly model: string | null;
  complete(prompt: string): Promise<AiCompletion>;
}
