import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { deleteSiteUser } from './operations/delete-site-user.ts';
import { getSiteUserAdmin } from './operations/get-site-user-admin.ts';
import { getSiteUserStream } from './operations/get-site-user-stream.ts';
import { grantSiteUserMembership, revokeSiteUserMembership } from './operations/site-user-memberships-admin.ts';
import { setSiteUserNewsletterAdmin } from './operations/site-user-newsletters-admin.ts';

/** /admin/site-users: the list, the detail screen and its writes (manage_site_users). */
export const siteUserManageModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum SiteUserStatus {
      pending
      active
    }

    enum SiteUserSortField {
      email
      "Last name, then first name."
      name
      company
      "Registration date."
      created
    }

    type SiteUserListItem {
      id: Int!
      email: String!
      username: String!
      firstName: String
      lastName: String
      company: String
      status: SiteUserStatus!
      "Registered (epoch ms)."
      created: Timestamp!
    }

    type SiteUserListEdge {
      node: SiteUserListItem!
    }
    type SiteUserListConnection {
      edges: [SiteUserListEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input SiteUserSortInput {
      field: SiteUserSortField
      order: SortOrder
    }

    input GetSiteUserStreamInput {
      "Matched anywhere in the e-mail, username, 'first last' name or company (case-insensitive)."
      search: String
      status: SiteUserStatus
      "Holds this membership, not expired."
      membershipId: Int
      "Subscribed to this newsletter id."
      newsletterId: String
      "Registered at or after (epoch ms)."
      registeredFrom: Timestamp
      "Registered before (epoch ms)."
      registeredBefore: Timestamp
      "Newest registration first by default."
      sort: SiteUserSortInput
      "25 by default, at most 200."
      pagination: PaginationInput
    }

    type SiteUserHeldMembership {
      membershipId: Int!
      title: String!
      "Null: never expires."
      expiration: Timestamp
      created: Timestamp!
    }

    type SiteUserAdminFavorite {
      contentId: Int!
      name: String!
      created: Timestamp!
    }

    enum SiteUserLoginKind {
      password
      registration
      simulation
    }

    type SiteUserLoginEntry {
      kind: SiteUserLoginKind!
      ip: String!
      created: Timestamp!
      "The CMS user who simulated."
      cmsUsername: String
    }

    "A site user as /admin/site-users/:id shows them."
    type SiteUserAdmin {
      id: Int!
      info: SiteUserInfo!
      status: SiteUserStatus!
      created: Timestamp!
      updated: Timestamp!
      "Whether the user has set a password (imported users have none until they reset it)."
      hasPassword: Boolean!
      "Every membership held, expired ones too."
      memberships: [SiteUserHeldMembership!]!
      "Newest first, at most 200."
      favorites: [SiteUserAdminFavorite!]!
      "Logins, registrations and simulations, newest first (the last 50)."
      logins: [SiteUserLoginEntry!]!
    }

    input GetSiteUserAdminInput {
      id: Int!
    }
    input GrantSiteUserMembershipInput {
      id: Int!
      membershipId: Int!
      "Epoch ms in the future; null: never expires."
      expiration: Timestamp
    }
    input RevokeSiteUserMembershipInput {
      id: Int!
      membershipId: Int!
    }
    input SetSiteUserNewsletterAdminInput {
      id: Int!
      "An id of the site's enabled newsletters."
      newsletterId: String!
      subscribed: Boolean!
    }
    input DeleteSiteUserInput {
      id: Int!
    }

    extend type Query {
      "Needs manage_site_users. The site's site users."
      getSiteUserStream(input: GetSiteUserStreamInput): SiteUserListConnection!
      "Needs manage_site_users."
      getSiteUserAdmin(input: GetSiteUserAdminInput!): SiteUserAdmin!
    }

    extend type Mutation {
      "Needs manage_site_users. Grants a membership of this site, or changes the expiration of one held."
      grantSiteUserMembership(input: GrantSiteUserMembershipInput!): SiteUserAdmin!
      "Needs manage_site_users."
      revokeSiteUserMembership(input: RevokeSiteUserMembershipInput!): SiteUserAdmin!
      "Needs manage_site_users."
      setSiteUserNewsletterAdmin(input: SetSiteUserNewsletterAdminInput!): SiteUserAdmin!
      "Needs manage_site_users. Erases the user and everything of theirs (ADR 55)."
      deleteSiteUser(input: DeleteSiteUserInput!): Boolean!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getSiteUserStream, getSiteUserAdmin }),
    Mutation: inputResolvers({
      grantSiteUserMembership,
      revokeSiteUserMembership,
      setSiteUserNewsletterAdmin,
      deleteSiteUser,
    }),
  },
};
