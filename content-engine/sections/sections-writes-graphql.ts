import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createWebsiteSection } from './operations/create-website-section.ts';
import { deleteWebsiteSection } from './operations/delete-website-section.ts';
import { updateWebsiteSection } from './operations/update-website-section.ts';

const sectionFields = /* GraphQL */ `
      name: String
      parentId: Int
      manualAlias: String
      aliasOverride: String
      description: String
      gamAlias: String
      sequence: Int
`;

export const sectionWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "Aliases are typed with or without slashes; blank clears one. The alias in force is aliasOverride, else manualAlias, else the system alias (the parent's alias + '/' + the name as a slug)."
    input CreateWebsiteSectionInput {${sectionFields}    }

    "Fields left out keep their value; parentId null moves the section to the top level."
    input UpdateWebsiteSectionInput {
      id: Int!${sectionFields}    }

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
    Mutation: inputResolvers({ createWebsiteSection, updateWebsiteSection, deleteWebsiteSection }),
  },
};
