import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createRedirect } from './operations/create-redirect.ts';
import { deleteRedirect } from './operations/delete-redirect.ts';
import { getRedirectStream } from './operations/get-redirect-stream.ts';
import { updateRedirect } from './operations/update-redirect.ts';

export const redirectWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    extend type WebsiteRedirect {
      "Set on redirects returned by the mutations."
      id: Int
    }

    input CreateRedirectInput {
      "A path starting with / (no scheme or host), stored lower case without a trailing slash."
      from: String
      "A path starting with / or an absolute http(s) URL."
      to: String
      "301 (default) or 302."
      code: Int
    }

    "Fields left out keep their value."
    input UpdateRedirectInput {
      id: Int!
      from: String
      to: String
      code: Int
    }

    input DeleteRedirectInput {
      id: Int!
    }

    type WebsiteRedirectEdge {
      node: WebsiteRedirect!
    }
    type WebsiteRedirectConnection {
      edges: [WebsiteRedirectEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input GetRedirectStreamInput {
      "Matched anywhere in the source or the target (case-insensitive)."
      search: String
      "25 by default, at most 200."
      pagination: PaginationInput
    }

    extend type Query {
      "Needs manage_redirects. The site's redirects by source path."
      getRedirectStream(input: GetRedirectStreamInput): WebsiteRedirectConnection!
    }

    extend type Mutation {
      "Needs manage_redirects."
      createRedirect(input: CreateRedirectInput!): WebsiteRedirect!
      "Needs manage_redirects."
      updateRedirect(input: UpdateRedirectInput!): WebsiteRedirect!
      "Needs manage_redirects."
      deleteRedirect(input: DeleteRedirectInput!): Boolean!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getRedirectStream }),
    Mutation: inputResolvers({ createRedirect, updateRedirect, deleteRedirect }),
  },
};
