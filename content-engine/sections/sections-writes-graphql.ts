import type { DomainModule } from '../graphql/domain-module.ts';
import { createWebsiteSection } from './operations/create-website-section.ts';
import { deleteWebsiteSection } from './operations/delete-website-section.ts';
import { updateWebsiteSection } from './operations/update-website-section.ts';

export const sectionWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "Aliases are typed with or without slashes; blank clears one. The alias in force is aliasOverride, else manualAlias, else the system alias (the parent's alias + '/' + the name as a slug)."
    input CreateWebsiteSectionInput {
      name: String
      parentId: Int
      manualAlias: String
      aliasOverride: String
      description: String
      gamAlias: String
      sequence: Int
    }

    "Fields left out keep their value; parentId null moves the section to the top level."
    input UpdateWebsiteSectionInput {
      id: Int!
      name: String
      parentId: Int
      manualAlias: String
      aliasOverride: String
      description: String
      gamAlias: String
      sequence: Int
    }

    input DeleteWebsiteSectionInput {
      id: Int!
    }

    extend type Mutation {
      "Needs manage_site_sections."
      createWebsiteSection(input: CreateWebsiteSectionInput!): WebsiteSection!
      "Needs manage_site_sections. An alias change moves subsections and content paths and redirects (301) the old paths."
      updateWebsiteSection(input: UpdateWebsiteSectionInput!): WebsiteSection!
      "Needs manage_site_sections. Refused (CONFLICT) while the section has subsections or is the primary section of content."
      deleteWebsiteSection(input: DeleteWebsiteSectionInput!): Boolean!
    }
  `,
  resolvers: {
    Mutation: {
      createWebsiteSection: (_root, args: { input: unknown }, ctx) => createWebsiteSection({ ctx, input: args.input }),
      updateWebsiteSection: (_root, args: { input: unknown }, ctx) => updateWebsiteSection({ ctx, input: args.input }),
      deleteWebsiteSection: (_root, args: { input: unknown }, ctx) => deleteWebsiteSection({ ctx, input: args.input }),
    },
  },
};
