import type { DomainModule } from '../core/domain-module.ts';
import { redeemSiteUserSsoToken } from './operations/redeem-site-user-sso-token.ts';

/** The partner single sign-on's redemption (ADR 71); the hand-over itself is the site route GET /account/sso. */
export const externalSsoModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type SiteUserSsoHandover {
      "The partner address the member was sent to."
      redirect: String!
      user: SiteUserInfo!
    }

    extend type Mutation {
      "The partner's single sign-on page exchanges its siteUserToken for the member, once, within two minutes."
      redeemSiteUserSsoToken(token: String!): SiteUserSsoHandover!
    }
  `,
  resolvers: {
    Mutation: {
      redeemSiteUserSsoToken: (_root, args, ctx) => redeemSiteUserSsoToken({ ctx, input: args }),
    },
  },
};
