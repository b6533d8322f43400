import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createMagazineIssue } from './operations/create-magazine-issue.ts';
import { createMagazinePublication } from './operations/create-magazine-publication.ts';
import { createMagazineSection } from './operations/create-magazine-section.ts';
import { deleteMagazineIssue } from './operations/delete-magazine-issue.ts';
import { deleteMagazinePublication } from './operations/delete-magazine-publication.ts';
import { deleteMagazineSection } from './operations/delete-magazine-section.ts';
import { updateMagazineIssue } from './operations/update-magazine-issue.ts';
import { updateMagazinePublication } from './operations/update-magazine-publication.ts';
import { updateMagazineSection } from './operations/update-magazine-section.ts';

export const magazineWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input CreateMagazinePublicationInput {
      "Required; 300 characters at most."
      name: String
      "Lower-case letters, digits and hyphens; blank: made from the name. The page is /magazine/{alias}."
      alias: String
      description: String
      "An image of this site's media library; null for none."
      logoId: Int
      "An absolute http(s) URL, or blank."
      subscribeUrl: String
      "ACTIVE (default) or INACTIVE."
      status: MagazineStatus
    }
    "Fields left out keep their value; a blank alias is made from the name again; null clears logoId and subscribeUrl."
    input UpdateMagazinePublicationInput {
      id: Int!
      name: String
      alias: String
      description: String
      logoId: Int
      subscribeUrl: String
      status: MagazineStatus
    }

    input CreateMagazineIssueInput {
      "Required: a publication of this site."
      publicationId: Int
      "Required; 300 characters at most."
      name: String
      "Unique within the publication; blank: made from the name. The page is /magazine/{publication}/{alias}."
      alias: String
      description: String
      "An image of this site's media library; null for none."
      coverImageId: Int
      "Required: the day, YYYY-MM-DD."
      mailDate: String
      "An absolute http(s) URL, or blank."
      digitalEditionUrl: String
      "ACTIVE (default) or INACTIVE."
      status: MagazineStatus
    }
    "Fields left out keep their value. Moving an issue to another publication takes its items out of their sections."
    input UpdateMagazineIssueInput {
      id: Int!
      publicationId: Int
      name: String
      alias: String
      description: String
      coverImageId: Int
      mailDate: String
      digitalEditionUrl: String
      status: MagazineStatus
    }

    input CreateMagazineSectionInput {
      "Required: a publication of this site."
      publicationId: Int
      "Required; unique within the publication."
      name: String
      "Running order, 0 to 9999; left out: after the last section."
      sequence: Int
    }
    input UpdateMagazineSectionInput {
      id: Int!
      name: String
      sequence: Int
    }

    input DeleteMagazineRecordInput {
      id: Int!
    }

    extend type Mutation {
      "Needs manage_magazine_publications."
      createMagazinePublication(input: CreateMagazinePublicationInput!): MagazinePublicationRecord!
      "Needs manage_magazine_publications. Regenerates the publication's page and its issues' pages."
      updateMagazinePublication(input: UpdateMagazinePublicationInput!): MagazinePublicationRecord!
      "Needs manage_magazine_publications. CONFLICT while the publication has issues; its sections go with it."
      deleteMagazinePublication(input: DeleteMagazineRecordInput!): Boolean!
      "Needs manage_magazine_issues."
      createMagazineIssue(input: CreateMagazineIssueInput!): MagazineIssueRecord!
      "Needs manage_magazine_issues. Regenerates the issue's page, its publication's and the pages listing issues."
      updateMagazineIssue(input: UpdateMagazineIssueInput!): MagazineIssueRecord!
      "Needs manage_magazine_issues. The items in the issue stay, outside it."
      deleteMagazineIssue(input: DeleteMagazineRecordInput!): Boolean!
      "Needs manage_magazine_sections."
      createMagazineSection(input: CreateMagazineSectionInput!): MagazineSectionRecord!
      "Needs manage_magazine_sections."
      updateMagazineSection(input: UpdateMagazineSectionInput!): MagazineSectionRecord!
      "Needs manage_magazine_sections. The items placed in it stay in their issues, without a section."
      deleteMagazineSection(input: DeleteMagazineRecordInput!): Boolean!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({
      createMagazinePublication,
      updateMagazinePublication,
      deleteMagazinePublication,
      createMagazineIssue,
      updateMagazineIssue,
      deleteMagazineIssue,
      createMagazineSection,
      updateMagazineSection,
      deleteMagazineSection,
    }),
  },
};
