import type { DomainModule } from '../core/domain-module.ts';
import { getWebsiteSection } from './operations/get-website-section.ts';
import { getWebsiteSectionBasic } from './operations/get-website-section-basic.ts';
import { getWebsiteSectionsHierarchy } from './operations/get-website-sections-hierarchy.ts';

export const sectionsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A website section. Aliases have no leading slash; canonicalPath is '/' + alias, '/' for home."
    type WebsiteSection {
      id: Int!
      name: String!
      "Ancestor names then its own, joined by ' > '."
      fullName: String!
      alias: String!
      systemAlias: String!
      manualAlias: String
      aliasOverride: String
      description: String!
      gamAlias: String
      sequence: Int!
      canonicalPath: String!
      parent: WebsiteSectionBasic
      "Root first, ending with the section itself."
      hierarchy: [WebsiteSectionHierarchyEntry!]!
      children: [WebsiteSectionBasic!]!
    }

    type WebsiteSectionBasic {
      id: Int!
      name: String!
      fullName: String!
      alias: String!
      canonicalPath: String!
      gamAlias: String
    }

    type WebsiteSectionHierarchyEntry {
      id: Int!
      name: String!
      alias: String!
      fullName: String!
      canonicalPath: String!
    }

    type WebsiteSectionHierarchyItem {
      id: Int!
      name: String!
      alias: String!
      fullName: String!
      canonicalPath: String!
      parentId: Int
      hierarchy: [WebsiteSectionHierarchyEntry!]!
    }

    "The id, or the alias with or without slashes; the id wins when both are given."
    input WebsiteSectionLookupInput {
      id: Int
      alias: String
    }

    extend type Query {
      getWebsiteSection(input: WebsiteSectionLookupInput!): WebsiteSection!
      getWebsiteSectionBasic(input: WebsiteSectionLookupInput!): WebsiteSectionBasic!
      "Every active section of the tenant, parents before children."
      getWebsiteSectionsHierarchy: [WebsiteSectionHierarchyItem!]!
    }
  `,
  resolvers: {
    Query: {
      getWebsiteSection: (_root, args: { input: unknown }, ctx) => getWebsiteSection({ ctx, input: args.input }),
      getWebsiteSectionBasic: (_root, args: { input: unknown }, ctx) =>
        getWebsiteSectionBasic({ ctx, input: args.input }),
      getWebsiteSectionsHierarchy: (_root, _args, ctx) => getWebsiteSectionsHierarchy({ ctx }),
    },
  },
};
