import type { DomainModule } from '../core/domain-module.ts';
import { checkTestForm } from './operations/check-test-form.ts';

/** The dev tools' harmless calls (/admin/test-form-api). */
export const devToolsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input TestFormInput {
      name: String
      email: String
      quantity: Int
      website: String
    }

    "What the server received of the test form; nothing is stored."
    type TestFormResult {
      name: String!
      email: String!
      quantity: Int!
      website: String
      tenantKey: String
      receivedAt: Timestamp!
    }

    extend type Mutation {
      "Validates the dev tools' test form on the server and echoes it; writes nothing. Needs manage_modules."
      checkTestForm(input: TestFormInput!): TestFormResult!
    }
  `,
  resolvers: {
    Mutation: {
      checkTestForm: (_root, args: { input: unknown }, ctx) => checkTestForm({ ctx, input: args.input }),
    },
  },
};
