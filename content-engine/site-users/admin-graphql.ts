import type { DomainModule } from '../core/domain-module.ts';
import { getSiteUser } from './operations/get-site-user.ts';
import { setOmedaCustomer } from './operations/set-omeda-customer.ts';
import { simulateSiteUser } from './operations/simulate-site-user.ts';
import { updateSiteUserProfileAdmin } from './operations/update-site-user-profile-admin.ts';

/** What editors with manage_site_users do with site users (CMS bearer token). */
export const siteUserAdminModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type SiteUserToken {
      token: String!
      "Epoch ms (one day for a simulation)."
      expires: Timestamp!
    }

    input OmedaCustomerProductInput {
      "The product code; memberships are matched by omedaProduct."
      id: String!
      "D (digital)."
      version: String
      expirationDate: Timestamp
      amount: Float
    }

    input SetOmedaCustomerInput {
      email: String!
      omedaCustomerId: String
      hashedOmedaCustomerId: String
      products: [OmedaCustomerProductInput!]
    }

    extend type Query {
      "Needs manage_site_users. By id, or by username or e-mail; useOmedaCache false re-reads the membership provider's customer ids."
      getSiteUser(id: Int, username: String, useOmedaCache: Boolean): SiteUserInfo!
    }

    extend type Mutation {
      "Needs manage_site_users. A one-day token acting as the site user of this site."
      simulateSiteUser(username: String!): SiteUserToken!
      "Needs manage_site_users. Records the membership system's customer ids and grants the memberships of the products."
      setOmedaCustomer(input: SetOmedaCustomerInput!): SiteUserInfo!
      "Needs manage_site_users. Empty fields are left out."
      updateSiteUserProfileAdmin(
        id: Int!
        firstName: String
        lastName: String
        email: String
        username: String
      ): SiteUserInfo!
    }
  `,
  resolvers: {
    Query: {
      getSiteUser: (_root, args, ctx) => getSiteUser({ ctx, input: args }),
    },
    Mutation: {
      simulateSiteUser: (_root, args, ctx) => simulateSiteUser({ ctx, input: args }),
      setOmedaCustomer: (_root, { input }, ctx) => setOmedaCustomer({ ctx, input }),
      updateSiteUserProfileAdmin: (_root, args, ctx) => updateSiteUserProfileAdmin({ ctx, input: args }),
    },
  },
};
