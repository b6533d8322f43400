import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { changeOwnCmsUserPassword } from './operations/change-own-cms-user-password.ts';
import { createCmsUser } from './operations/create-cms-user.ts';
import { getCmsRoles } from './operations/get-cms-roles.ts';
import { getCmsUser } from './operations/get-cms-user.ts';
import { getCmsUserStream } from './operations/get-cms-user-stream.ts';
import { updateCmsUser } from './operations/update-cms-user.ts';
import { updateOwnCmsUserProfile } from './operations/update-own-cms-user-profile.ts';

/** CMS users management (/admin/cms-users) and the own profile (/admin/user). */
export const manageCmsUsersModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type CmsUserEdge {
      node: CmsUser!
    }
    type CmsUserConnection {
      edges: [CmsUserEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    type CmsRole {
      name: String!
      label: String!
      permissions: [String!]!
    }

    input GetCmsUserStreamInput {
      "Matched anywhere in the e-mail, username, first or last name (case-insensitive)."
      search: String
      "0 inactive, 1 active; both by default."
      status: Int
      "25 by default, at most 200."
      pagination: PaginationInput
    }

    input GetCmsUserInput {
      id: Int!
    }

    input CreateCmsUserInput {
      "Required, like username, firstName and lastName."
      email: String
      username: String
      firstName: String
      lastName: String
      "editor by default."
      role: String
      extraPermissions: [String!]
      "1 active (default) or 0 inactive."
      status: Int
      "false by default: a site-specific user needs tenants."
      isGlobal: Boolean
      "Tenant keys of a site-specific user."
      tenants: [String!]
    }

    "Fields left out keep their value."
    input UpdateCmsUserInput {
      id: Int!
      email: String
      username: String
      firstName: String
      lastName: String
      role: String
      extraPermissions: [String!]
      status: Int
      isGlobal: Boolean
      tenants: [String!]
    }

    input UpdateOwnCmsUserProfileInput {
      firstName: String
      lastName: String
    }

    input ChangeOwnCmsUserPasswordInput {
      currentPassword: String
      newPassword: String
    }

    extend type Query {
      "Needs manage_users; a site-specific manager sees the site-specific users sharing one of their sites."
      getCmsUserStream(input: GetCmsUserStreamInput): CmsUserConnection!
      "Needs manage_users; NOT_FOUND outside the manager's users."
      getCmsUser(input: GetCmsUserInput!): CmsUser!
      "Needs manage_users."
      getCmsRoles: [CmsRole!]!
    }

    extend type Mutation {
      "Needs manage_users. Creates the user and e-mails an invitation to choose a password."
      createCmsUser(input: CreateCmsUserInput!): CmsUser!
      "Needs manage_users over the user."
      updateCmsUser(input: UpdateCmsUserInput!): CmsUser!
      "The signed-in user's own names."
      updateOwnCmsUserProfile(input: UpdateOwnCmsUserProfileInput!): CmsUser!
      "The signed-in user's password; ends their other sessions."
      changeOwnCmsUserPassword(input: ChangeOwnCmsUserPasswordInput!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      ...inputResolvers({ getCmsUserStream, getCmsUser }),
      getCmsRoles: (_root, _args, ctx) => getCmsRoles({ ctx }),
    },
    Mutation: inputResolvers({ createCmsUser, updateCmsUser, updateOwnCmsUserProfile, changeOwnCmsUserPassword }),
  },
};
