import type { DomainModule } from '../core/domain-module.ts';
import { getActiveSiteUserWithNewsletters } from './operations/get-active-site-user-with-newsletters.ts';
import { loginSiteUser } from './operations/login-site-user.ts';
import { logoutSiteUser } from './operations/logout-site-user.ts';
import { requestSiteUserChangeEmail } from './operations/request-site-user-change-email.ts';
import { requestSiteUserChangeUsername } from './operations/request-site-user-change-username.ts';
import { requestSiteUserPasswordReset } from './operations/request-site-user-password-reset.ts';
import { resetSiteUserPassword } from './operations/reset-site-user-password.ts';
import { addSiteUserFavorite, removeSiteUserFavorite } from './operations/site-user-favorites.ts';
import { subscribeSiteUserNewsletter, unsubscribeSiteUserNewsletter } from './operations/site-user-newsletters.ts';
import { updateSiteUserEmail } from './operations/update-site-user-email.ts';
import { updateSiteUserPassword } from './operations/update-site-user-password.ts';
import { updateSiteUserProfile } from './operations/update-site-user-profile.ts';
import { updateSiteUserUsername } from './operations/update-site-user-username.ts';
import { profileInputFieldsSdl } from './profile-input-sdl.ts';

/** The site user's own account: session, credentials, profile, favourites, newsletters (header `site-user-token`). */
export const siteUsersModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type SiteUserFavoriteContent {
      id: Int!
      created: Timestamp!
    }

    "A site user (spec public §3 'Site user info')."
    type SiteUserInfo {
      id: Int!
      firstName: String
      lastName: String
      email: String!
      username: String!
      company: String
      title: String
      city: String
      postalCode: String
      region: String
      countryCode: String
      omedaEncryptedCustomerId: String
      "A stable random public id."
      hashedId: String!
      emails: [String!]!
      "Ids of the memberships held (not expired)."
      memberships: [Int!]!
      "Ids of the newsletters subscribed (settings newsletters.enabledNewsletters)."
      newsletters: [String!]!
      "Newest first."
      favoriteContent: [SiteUserFavoriteContent!]!
      "Holds a membership that is not free."
      hasPaid: Boolean!
      "Active memberships of the site the user does not hold."
      missingMemberships: [Int!]!
      "The session is a CMS user's simulation (simulateSiteUser)."
      isSimulated: Boolean!
      "Demographic answers keyed demo_<question id>: a choice id or number, a list of choice ids, or text (text and yyyy-MM-dd date questions)."
      demographics: JSON!
    }

    "A site-user session: send the token as the site-user-token header."
    type SiteUserLogin {
      token: String!
      "Epoch ms (30 days)."
      expires: Timestamp!
      userInfo: SiteUserInfo!
    }

    type SiteUserOk {
      ok: Boolean!
    }

    input LoginSiteUserInput {
      "Username or e-mail."
      username: String!
      password: String!
      recaptchaToken: String
      sessionId: String
    }

    input UpdateSiteUserProfileInput {
      ${profileInputFieldsSdl}
    }

    extend type Query {
      "The request's site user (header site-user-token); null without a live token of this site or during a membership system outage."
      getActiveSiteUserWithNewsletters(useCache: Boolean): SiteUserInfo
    }

    extend type Mutation {
      "Fails with one message for any wrong username or password; throttled per account and per address."
      loginSiteUser(input: LoginSiteUserInput!): SiteUserLogin!
      "Revokes the request's site-user token; false without a live one."
      logoutSiteUser: Boolean!
      "Always ok; e-mails a reset link (path ?id=<hash>, default /account/reset-password, one hour) to an active account."
      requestSiteUserPasswordReset(username: String!, path: String, recaptchaToken: String): SiteUserOk!
      "Sets the password from a reset link (single use) and ends every session of the user."
      resetSiteUserPassword(id: String!, password: String!, recaptchaToken: String): SiteUserOk!
      "Needs the current password; the other sessions end."
      updateSiteUserPassword(password: String!, newPassword: String!): SiteUserOk!
      "Needs the current password; e-mails a confirmation link (/account/change-username?id=<hash>)."
      requestSiteUserChangeUsername(password: String!, newUsername: String!): SiteUserOk!
      updateSiteUserUsername(id: String!): SiteUserInfo!
      "Needs the current password; e-mails a confirmation link (/account/change-email?id=<hash>) to the new address."
      requestSiteUserChangeEmail(password: String!, newEmail: String!): SiteUserOk!
      updateSiteUserEmail(id: String!): SiteUserInfo!
      "Empty fields are left out, not blanked."
      updateSiteUserProfile(input: UpdateSiteUserProfileInput!): SiteUserInfo!
      "Public content of the site only."
      addSiteUserFavorite(contentId: Int!): SiteUserInfo!
      removeSiteUserFavorite(contentId: Int!): SiteUserInfo!
      subscribeSiteUserNewsletter(newsletterId: String!, promoCode: String): SiteUserInfo!
      unsubscribeSiteUserNewsletter(newsletterId: String!): SiteUserInfo!
    }
  `,
  resolvers: {
    Query: {
      getActiveSiteUserWithNewsletters: (_root, args, ctx) => getActiveSiteUserWithNewsletters({ ctx, input: args }),
    },
    Mutation: {
      loginSiteUser: (_root, { input }, ctx) => loginSiteUser({ ctx, input }),
      logoutSiteUser: (_root, _args, ctx) => logoutSiteUser({ ctx }),
      requestSiteUserPasswordReset: (_root, args, ctx) => requestSiteUserPasswordReset({ ctx, input: args }),
      resetSiteUserPassword: (_root, args, ctx) => resetSiteUserPassword({ ctx, input: args }),
      updateSiteUserPassword: (_root, args, ctx) => updateSiteUserPassword({ ctx, input: args }),
      requestSiteUserChangeUsername: (_root, args, ctx) => requestSiteUserChangeUsername({ ctx, input: args }),
      updateSiteUserUsername: (_root, args, ctx) => updateSiteUserUsername({ ctx, input: args }),
      requestSiteUserChangeEmail: (_root, args, ctx) => requestSiteUserChangeEmail({ ctx, input: args }),
      updateSiteUserEmail: (_root, args, ctx) => updateSiteUserEmail({ ctx, input: args }),
      updateSiteUserProfile: (_root, { input }, ctx) => updateSiteUserProfile({ ctx, input }),
      addSiteUserFavorite: (_root, args, ctx) => addSiteUserFavorite({ ctx, input: args }),
      removeSiteUserFavorite: (_root, args, ctx) => removeSiteUserFavorite({ ctx, input: args }),
      subscribeSiteUserNewsletter: (_root, args, ctx) => subscribeSiteUserNewsletter({ ctx, input: args }),
      unsubscribeSiteUserNewsletter: (_root, args, ctx) => unsubscribeSiteUserNewsletter({ ctx, input: args }),
    },
  },
};
