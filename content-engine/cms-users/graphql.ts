import type { DomainModule } from '../core/domain-module.ts';
import { getActiveCmsUser } from './operations/get-active-cms-user.ts';
import { loginCmsUser } from './operations/login-cms-user.ts';
import { logoutCmsUser } from './operations/logout-cms-user.ts';
import { refreshTokenCmsUser } from './operations/refresh-token-cms-user.ts';
import { requestResetCmsUserPassword } from './operations/request-reset-cms-user-password.ts';
import { resetCmsUserPassword } from './operations/reset-cms-user-password.ts';
import { validateCmsUserBearerToken } from './operations/validate-cms-user-bearer-token.ts';
import { validateCmsUserInvite } from './operations/validate-cms-user-invite.ts';

export const cmsUsersModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type CmsUser {
      id: Int!
      email: String!
      username: String!
      firstName: String!
      lastName: String!
      role: String!
      "The role's permissions plus the extra permissions."
      permissions: [String!]!
      extraPermissions: [String!]!
      isGlobal: Boolean!
      "Tenant keys a site-specific user is limited to (empty for global users)."
      tenants: [String!]!
      "0 inactive, 1 active."
      status: Int!
    }

    type CmsUserTokens {
      bearerToken: String!
      bearerTokenExpiration: Timestamp!
      refreshToken: String!
    }

    input LoginCmsUserInput {
      "Username or e-mail."
      username: String!
      password: String!
      "Needed only after CAPTCHA_REQUIRED (an account that failed too often); the site key comes from getReCAPTCHAPublicKey."
      recaptchaToken: String
    }

    input RefreshTokenCmsUserInput {
      refreshToken: String!
    }

    input RequestResetCMSUserPasswordInput {
      email: String!
    }

    input ResetCMSUserPasswordInput {
      password: String!
      hash: String!
    }

    input ValidateCMSUserInviteInput {
      password: String!
      hash: String!
    }

    extend type Query {
      "The signed-in CMS user; UNAUTHENTICATED without a valid bearer token."
      getActiveCMSUser: CmsUser!
      "Whether the request's bearer token is valid."
      validateCMSUserBearerToken: Boolean!
    }

    extend type Mutation {
      "Fails with one message for any wrong username or password. Throttled without lock-out: RATE_LIMITED (retryAt) while an address waits, CAPTCHA_REQUIRED for an account that failed too often."
      loginCmsUser(input: LoginCmsUserInput!): CmsUserTokens!
      "Rotates the refresh token: the one sent stops working."
      refreshTokenCmsUser(input: RefreshTokenCmsUserInput!): CmsUserTokens!
      "Ends the session of the request's bearer token."
      logoutCmsUser: Boolean!
      "Always true: it does not tell whether the address has an account."
      requestResetCMSUserPassword(input: RequestResetCMSUserPasswordInput!): Boolean!
      resetCMSUserPassword(input: ResetCMSUserPasswordInput!): Boolean!
      validateCMSUserInvite(input: ValidateCMSUserInviteInput!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      getActiveCMSUser: (_root, _args, ctx) => getActiveCmsUser({ ctx }),
      validateCMSUserBearerToken: (_root, _args, ctx) => validateCmsUserBearerToken({ ctx }),
    },
    Mutation: {
      loginCmsUser: (_root, { input }, ctx) => loginCmsUser({ ctx, input }),
      refreshTokenCmsUser: (_root, { input }, ctx) => refreshTokenCmsUser({ ctx, input }),
      logoutCmsUser: (_root, _args, ctx) => logoutCmsUser({ ctx }),
      requestResetCMSUserPassword: (_root, { input }, ctx) => requestResetCmsUserPassword({ ctx, input }),
      resetCMSUserPassword: (_root, { input }, ctx) => resetCmsUserPassword({ ctx, input }),
      validateCMSUserInvite: (_root, { input }, ctx) => validateCmsUserInvite({ ctx, input }),
    },
  },
};
