import { api } from '../../../shared/api/api.ts';
import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { AiAssistantStatusDocument } from '../../../../content-engine/documents/generated/query/devTools/aiAssistantStatus.ts';
import {
  CompleteAiPromptDocument,
  type CompleteAiPromptMutation,
} from '../../../../content-engine/documents/generated/mutation/devTools/completeAiPrompt.ts';

/** Whether the engine has an AI provider, and which. */
export const useAiAssistantStatus = () => useApiQuery(AiAssistantStatusDocument, {});

/** One prompt to the engine's AI provider. */
export async function completeAiPrompt(prompt: string): Promise<CompleteAiPromptMutation['completeAiPrompt']> {
  return (await api.request(CompleteAiPromptDocument, { prompt })).completeAiPrompt;
}
