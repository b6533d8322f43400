import type { DomainModule } from '../core/domain-module.ts';
import { getTaxonomyStream } from './operations/get-taxonomy-stream.ts';
import { matchTaxonomyStream } from './operations/match-taxonomy-stream.ts';

export const taxonomyModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A term. type is one of Bin, Tag, Location, Organization, Person."
    type Taxonomy {
      id: Int!
      type: String!
      name: String!
      fullName: String!
      "The parent term's id (null: top-level). Set on terms of the streams and the taxonomy mutations."
      parentId: Int
    }

    type TaxonomyEdge {
      node: Taxonomy!
    }
    type TaxonomyConnection {
      edges: [TaxonomyEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input GetTaxonomyStreamInput {
      "Empty or absent: every type."
      includeTypes: [String!]
      "Empty or absent: every term."
      includeIds: [Int!]
      "Matched case-insensitively anywhere in the name."
      phrase: String
      "1000 by default."
      pagination: PaginationInput
    }

    enum TaxonomySortField {
      name
    }

    input MatchTaxonomyStreamInput {
      includeTypes: [String!]
      excludeIds: [Int!]
      "Matched case-insensitively anywhere in the name."
      phrase: String
      sortField: TaxonomySortField
      sortOrder: SortOrder
      "1000 by default."
      limit: Int
    }

    extend type Query {
      getTaxonomyStream(input: GetTaxonomyStreamInput): TaxonomyConnection!
      matchTaxonomyStream(input: MatchTaxonomyStreamInput): TaxonomyConnection!
    }
  `,
  resolvers: {
    Query: {
      getTaxonomyStream: (_root, args: { input?: unknown }, ctx) => getTaxonomyStream({ ctx, input: args.input }),
      matchTaxonomyStream: (_root, args: { input?: unknown }, ctx) => matchTaxonomyStream({ ctx, input: args.input }),
    },
  },
};
