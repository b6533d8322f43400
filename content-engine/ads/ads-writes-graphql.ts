import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createAdUnitPattern } from './operations/create-ad-unit-pattern.ts';
import { deleteAdUnitPattern } from './operations/delete-ad-unit-pattern.ts';
import { updateAdUnitPattern } from './operations/update-ad-unit-pattern.ts';

export const adWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input AdSizeMappingInput {
      "WxH from 0x0 (any screen), e.g. 980x0."
      viewport: String!
      "WxH each (10 at most); empty shows no ad at this viewport."
      sizes: [String!]!
    }

    input CreateAdUnitPatternInput {
      "Required; 200 characters at most."
      name: String
      "Required: letters, digits, - and _; unique on the site."
      key: String
      "Required: one of the eight types."
      type: String
      "WxH like 300x250; 1x1 by default."
      size: String
      "10 viewports at most, each listed once."
      sizeMapping: [AdSizeMappingInput!]
      "0 (never, the default) or 30 to 3600 seconds."
      refreshRate: Int
      "True by default."
      useSectionAlias: Boolean
      "Of content, section, issue, publication."
      excludePageTypes: [String!]
      "An element id; blank for the default."
      targetId: String
    }

    "Fields left out keep their value; targetId null or blank clears it."
    input UpdateAdUnitPatternInput {
      id: Int!
      name: String
      key: String
      type: String
      size: String
      sizeMapping: [AdSizeMappingInput!]
      refreshRate: Int
      useSectionAlias: Boolean
      excludePageTypes: [String!]
      targetId: String
    }

    extend type Mutation {
      "Needs manage_ad_unit_patterns. The site's pages regenerate to carry the unit."
      createAdUnitPattern(input: CreateAdUnitPatternInput!): AdUnitPattern!
      "Needs manage_ad_unit_patterns. House ads on the old key follow a new key."
      updateAdUnitPattern(input: UpdateAdUnitPatternInput!): AdUnitPattern!
      "Needs manage_ad_unit_patterns. CONFLICT while house ads target the unit."
      deleteAdUnitPattern(input: AdUnitPatternIdInput!): Boolean!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({ createAdUnitPattern, updateAdUnitPattern, deleteAdUnitPattern }),
  },
};
