import type { DomainModule } from '../core/domain-module.ts';
import { getContacts } from './operations/get-contacts.ts';

export const contactsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type Contact {
      id: Int!
      firstName: String!
      lastName: String!
      fullName: String!
      title: String!
      email: String!
      phone: String!
      image: Asset
    }

    input GetContactsInput {
      "The content items whose contacts to list."
      includeContentIds: [Int!]
      "100 by default, at most 1000."
      limit: Int
    }

    extend type Query {
      "Contacts linked to the content items, by link position."
      getContacts(input: GetContactsInput): [Contact!]!
    }
  `,
  resolvers: {
    Query: {
      getContacts: (_root, args: { input?: unknown }, ctx) => getContacts({ ctx, input: args.input }),
    },
  },
};
