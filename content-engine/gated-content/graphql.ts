import type { DomainModule } from '../core/domain-module.ts';
import { getGatedContentBody } from './operations/get-gated-content-body.ts';

export const gatedContentModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    """
    The rest of a membership-gated body, answered after the engine checked the visitor's entitlement.
    """
    type GatedContentBody {
      """
      passed or failed.
      """
      status: String!
      """
      The body after its ungated paragraphs; null unless the gate passed.
      """
      html: String
    }

    extend type Query {
      """
      Never cached: the answer depends on the site user, the client address and the crawler check.
      """
      getGatedContentBody(contentId: Int!): GatedContentBody!
    }
  `,
  resolvers: {
    Query: {
      getGatedContentBody: (_root, args: { contentId: number }, ctx) => getGatedContentBody({ ctx, input: args }),
    },
  },
};
