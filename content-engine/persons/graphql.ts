import type { EngineContext } from '../core/context.ts';
import type { DomainModule } from '../core/domain-module.ts';
import { getPersonStream } from './operations/get-person-stream.ts';

export const personsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    # ContentStatus is defined by the content module.
    type Person {
      id: Int!
      fullName: String!
      firstName: String!
      lastName: String!
      title: String!
      "For CMS users only; empty for visitors."
      email: String!
      bio: String!
      alias: String
      image: Asset
      "1 published, 2 draft (0 deleted, in lists that ask for it)."
      status: Int!
    }

    type PersonEdge {
      node: Person!
    }
    type PersonConnection {
      edges: [PersonEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    enum PersonSortField {
      fullName
    }
    input PersonSortInput {
      field: PersonSortField
      order: SortOrder
    }

    input GetPersonStreamInput {
      "[PUBLISHED] by default; other statuses need a CMS user."
      status: [ContentStatus!]
      "100 by default, at most 10000."
      pagination: PaginationInput
      "Matched anywhere in the full name, e-mail or title (case-insensitive)."
      search: String
      "fullName asc by default."
      sort: PersonSortInput
    }

    extend type Query {
      getPersonStream(input: GetPersonStreamInput): PersonConnection!
    }
  `,
  resolvers: {
    Person: {
      // A contributor's address is not public: visitors and crawlers get an empty string.
      email: (person: { email: string }, _args, ctx: EngineContext) => (ctx.cmsUser || ctx.system ? person.email : ''),
    },
    Query: {
      getPersonStream: (_root, args: { input?: unknown }, ctx) => getPersonStream({ ctx, input: args.input }),
    },
  },
};
