import type { DomainModule } from '../core/domain-module.ts';
import { subscribeAnonymousCustomer } from './operations/subscribe-anonymous-customer.ts';

/** Anonymous newsletter sign-up (spec public §7 subscribeAnonymousCustomer). */
export const newsletterSubscribersModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input SubscribeAnonymousCustomerInput {
      email: String!
      "Ids of the settings' enabled newsletters, or their omedaProductId; at least one."
      omedaProducts: [String!]!
      countryCode: String!
      "Required for countries with regions (US, CA)."
      regionCode: String
      "Required to be true in Canada and Brazil; asked, not required, in the EU and the UK; empty counts as false."
      consent: Boolean
      "A token for the captcha action newsletterSubscribeSignUp."
      recaptchaToken: String
      "The address's pk; the subscribe block's (else the memberships') promo code by default."
      promoCode: String
    }

    "The outcome the subscribe form shows; invalid input is BAD_USER_INPUT instead."
    type SubscribeAnonymousCustomerResult {
      error: Boolean!
      message: String!
    }

    extend type Mutation {
      "Signs an address without an account up to newsletters: kept by the site and sent to the membership provider."
      subscribeAnonymousCustomer(input: SubscribeAnonymousCustomerInput!): SubscribeAnonymousCustomerResult!
    }
  `,
  resolvers: {
    Mutation: {
      subscribeAnonymousCustomer: (_root, { input }, ctx) => subscribeAnonymousCustomer({ ctx, input }),
    },
  },
};
