import type { DomainModule } from '../core/domain-module.ts';
import { getWebsiteRedirect } from './operations/get-website-redirect.ts';

export const redirectsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type WebsiteRedirect {
      "The stored source path that matched."
      from: String!
      to: String!
      "HTTP status, 301 by default."
      code: Int!
    }

    input GetWebsiteRedirectInput {
      "The requested path, optionally with its query string."
      from: String!
      "Append the query string of from to the target."
      preserveQueryString: Boolean
    }

    extend type Query {
      "Null when the tenant has no redirect for the path."
      getWebsiteRedirect(input: GetWebsiteRedirectInput!): WebsiteRedirect
    }
  `,
  resolvers: {
    Query: {
      getWebsiteRedirect: (_root, args: { input: unknown }, ctx) => getWebsiteRedirect({ ctx, input: args.input }),
    },
  },
};
