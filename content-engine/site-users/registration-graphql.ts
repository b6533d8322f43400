import type { DomainModule } from '../core/domain-module.ts';
import { getSiteUserStub } from './operations/get-site-user-stub.ts';
import { registerSiteUser } from './operations/register-site-user.ts';
import { requestRegisterSiteUser } from './operations/request-register-site-user.ts';
import { profileInputFieldsSdl } from './profile-input-sdl.ts';

/** Registration: the e-mailed link, its stub, the completed account (types from siteUsersModule). */
export const siteUserRegistrationModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "What a registration request said, for the complete-registration form."
    type SiteUserStub {
      email: String!
      membershipId: Int!
      countryCode: String
      region: String
      "{ CASL: Boolean } for Canada, else { GDPR: Boolean }."
      consent: JSON!
      promoCode: String
    }

    input RequestRegisterSiteUserInput {
      email: String!
      membershipId: Int!
      countryCode: String
      "Required for countries with regions (US, CA)."
      region: String
      "{ CASL: true } for Canada, else { GDPR: true|false }; required to be true in the EU, EEA, UK and Canada."
      consent: JSON
      "The site path of the link; /account/complete-registration by default."
      path: String
      recaptchaToken: String
      sessionId: String
      promoCode: String
    }

    input RegisterSiteUserInput {
      "The registration link's hash."
      id: String!
      password: String!
      "The request's membership when left out."
      membershipId: Int
      ${profileInputFieldsSdl}
      newsletters: [String!]
      "When a free membership granted now ends (epoch ms); never by default."
      expiration: Timestamp
      consent: JSON
      recaptchaToken: String
    }

    extend type Mutation {
      "E-mails a link to complete the registration (path?id=<hash>, 7 days); an existing account gets an e-mail saying so. Always the same answer."
      requestRegisterSiteUser(input: RequestRegisterSiteUserInput!): SiteUserOk!
      "The pending registration of a link hash; BAD_USER_INPUT for an unknown, used or expired one."
      getSiteUserStub(id: String!): SiteUserStub!
      "Completes the registration (the membership's required fields and questions) and logs the user in."
      registerSiteUser(input: RegisterSiteUserInput!): SiteUserLogin!
    }
  `,
  resolvers: {
    Mutation: {
      requestRegisterSiteUser: (_root, { input }, ctx) => requestRegisterSiteUser({ ctx, input }),
      getSiteUserStub: (_root, args, ctx) => getSiteUserStub({ ctx, input: args }),
      registerSiteUser: (_root, { input }, ctx) => registerSiteUser({ ctx, input }),
    },
  },
};
