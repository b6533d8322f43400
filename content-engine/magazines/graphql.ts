import type { DomainModule } from '../core/domain-module.ts';
import { getIssue } from './operations/get-issue.ts';
import { getIssues } from './operations/get-issues.ts';
import { getMagazinePublication } from './operations/get-magazine-publication.ts';
import { getPublicationStream } from './operations/get-publication-stream.ts';

export const magazinesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type MagazinePublication {
      id: Int!
      name: String!
      alias: String!
      description: String!
      logo: Asset
      subscribeUrl: String
      "/magazine/{alias}"
      canonicalPath: String!
    }

    type MagazineIssuePublication {
      id: Int!
      name: String!
      alias: String!
      canonicalPath: String!
    }

    type MagazineIssue {
      id: Int!
      name: String!
      alias: String!
      description: String!
      mailDate: Timestamp!
      digitalEditionUrl: String
      coverImage: Asset
      publication: MagazineIssuePublication!
      "/magazine/{publicationAlias}/{issueAlias}"
      canonicalPath: String!
    }

    type MagazinePublicationEdge {
      node: MagazinePublication!
    }
    type MagazinePublicationConnection {
      edges: [MagazinePublicationEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    type MagazineIssueEdge {
      node: MagazineIssue!
    }
    type MagazineIssueConnection {
      edges: [MagazineIssueEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    enum MagazineIssueSortField {
      mailDate
      name
    }
    input MagazineIssueSortInput {
      field: MagazineIssueSortField
      order: SortOrder
    }

    input GetMagazinePublicationInput {
      id: Int!
    }
    input GetPublicationStreamInput {
      pagination: PaginationInput
    }
    input GetIssueInput {
      id: Int!
    }
    input GetIssuesInput {
      publicationId: Int
      excludeIssueIds: [Int!]
      pagination: PaginationInput
      "mailDate desc by default."
      sort: MagazineIssueSortInput
    }

    extend type Query {
      getMagazinePublication(input: GetMagazinePublicationInput!): MagazinePublication!
      getPublicationStream(input: GetPublicationStreamInput): MagazinePublicationConnection!
      getIssue(input: GetIssueInput!): MagazineIssue!
      getIssues(input: GetIssuesInput): MagazineIssueConnection!
    }
  `,
  resolvers: {
    Query: {
      getMagazinePublication: (_root, args: { input: unknown }, ctx) =>
        getMagazinePublication({ ctx, input: args.input }),
      getPublicationStream: (_root, args: { input?: unknown }, ctx) => getPublicationStream({ ctx, input: args.input }),
      getIssue: (_root, args: { input: unknown }, ctx) => getIssue({ ctx, input: args.input }),
      getIssues: (_root, args: { input?: unknown }, ctx) => getIssues({ ctx, input: args.input }),
    },
  },
};
