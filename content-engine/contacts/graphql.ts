import type { DomainModule } from '../core/domain-module.ts';
import { getContactStreamForSelect } from './operations/get-contact-stream-for-select.ts';
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

    "A contact as a picker lists it."
    type ContactOption {
      id: Int!
      fullName: String!
      title: String!
      email: String!
    }

    input GetContactStreamForSelectInput {
      "Part of the full name, title or e-mail (at most 100 characters)."
      search: String
      "Contacts to answer whatever the search (the chosen ones, to name them)."
      includeIds: [Int!]
      "20 by default, at most 50."
      limit: Int
    }

    extend type Query {
      "Contacts linked to the content items, by link position."
      getContacts(input: GetContactsInput): [Contact!]!
      "The tenant's active contacts for the newsletter template's contacts picker (template editors)."
      getContactStreamForSelect(input: GetContactStreamForSelectInput): [ContactOption!]!
    }
  `,
  resolvers: {
    Query: {
      getContacts: (_root, args: { input?: unknown }, ctx) => getContacts({ ctx, input: args.input }),
      getContactStreamForSelect: (_root, args: { input?: unknown }, ctx) =>
        getContactStreamForSelect({ ctx, input: args.input }),
    },
  },
};
