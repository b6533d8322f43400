import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createMembership } from './operations/create-membership.ts';
import { deleteMembership } from './operations/delete-membership.ts';
import { updateMembership } from './operations/update-membership.ts';
import { updateMembershipSettings } from './operations/update-membership-settings.ts';

export const membershipWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input CreateMembershipInput {
      "Required; 300 characters at most."
      title: String
      "Lower-case letters, digits and hyphens, unique on the site; blank: made from the title."
      alias: String
      "1 active (default) or 0 inactive."
      status: Int
      "true by default."
      isFree: Boolean
      "The membership system's product code; blank for none."
      omedaProduct: String
      "Of firstName, lastName, company, title, city, region, countryCode, postalCode."
      requiredUserCommonFields: [String!]
      "Demographic question ids of this site."
      requiredUserDemographicFields: [Int!]
      "Demographic question ids of this site, none of them required."
      additionalUserDemographicFields: [Int!]
    }

    "Fields left out keep their value; a blank alias keeps the stored one."
    input UpdateMembershipInput {
      id: Int!
      title: String
      alias: String
      status: Int
      isFree: Boolean
      omedaProduct: String
      requiredUserCommonFields: [String!]
      requiredUserDemographicFields: [Int!]
      additionalUserDemographicFields: [Int!]
    }

    input DeleteMembershipInput {
      id: Int!
    }

    input UpdateMembershipSettingsInput {
      "The settings document's memberships group, replacing the stored one."
      value: JSON!
    }

    extend type Mutation {
      "Needs manage_memberships."
      createMembership(input: CreateMembershipInput!): Membership!
      "Needs manage_memberships. Regenerates the pages of the items gated on it."
      updateMembership(input: UpdateMembershipInput!): Membership!
      "Needs manage_memberships. CONFLICT (with the counts) while site users hold it or items are gated on it."
      deleteMembership(input: DeleteMembershipInput!): Boolean!
      "Needs manage_memberships or manage_site_settings. Replaces the memberships group of the site settings."
      updateMembershipSettings(input: UpdateMembershipSettingsInput!): SiteSettingsPayload!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({ createMembership, updateMembership, deleteMembership, updateMembershipSettings }),
  },
};
