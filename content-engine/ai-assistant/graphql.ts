import type { DomainModule } from '../core/domain-module.ts';
import { aiAssistantStatus } from './operations/ai-assistant-status.ts';
import { completeAiPrompt } from './operations/complete-ai-prompt.ts';

/** The AI assistant of /admin/openai: an OpenAI-compatible provider by configuration, or none. */
export const aiAssistantModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type AiAssistantStatus {
      configured: Boolean!
      "openai-compatible, or null with no provider."
      provider: String
      model: String
      "Why there is no assistant, when there is none."
      message: String
    }

    type AiCompletion {
      text: String!
      model: String!
    }

    extend type Query {
      "Needs manage_modules."
      aiAssistantStatus: AiAssistantStatus!
    }

    extend type Mutation {
      "One prompt to the configured provider. Needs manage_modules; SERVICE_UNAVAILABLE when no provider is configured."
      completeAiPrompt(prompt: String!): AiCompletion!
    }
  `,
  resolvers: {
    Query: {
      aiAssistantStatus: (_root, _args, ctx) => aiAssistantStatus({ ctx }),
    },
    Mutation: {
      completeAiPrompt: (_root, args: { prompt: string }, ctx) => completeAiPrompt({ ctx, input: args }),
    },
  },
};
