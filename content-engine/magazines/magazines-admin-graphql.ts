import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getMagazineIssueList } from './operations/get-magazine-issue-list.ts';
import { getMagazinePublicationList } from './operations/get-magazine-publication-list.ts';
import {
  getMagazineIssueRecord,
  getMagazinePublicationRecord,
  getMagazineSectionRecord,
} from './operations/get-magazine-records.ts';
import { getMagazineSectionList } from './operations/get-magazine-section-list.ts';
import {
  magazineIssuesForSelect,
  magazinePublicationsForSelect,
  magazineSectionsForSelect,
} from './operations/magazine-selects.ts';

export const magazineAdminModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "ACTIVE: on the site. INACTIVE: in the admin only."
    enum MagazineStatus {
      ACTIVE
      INACTIVE
    }

    "A publication as the admin edits it (any status)."
    type MagazinePublicationRecord {
      id: Int!
      name: String!
      alias: String!
      description: String!
      logo: Asset
      subscribeUrl: String
      status: MagazineStatus!
      issueCount: Int!
      sectionCount: Int!
      "/magazine/{alias}"
      canonicalPath: String!
      updated: Timestamp!
    }
    type MagazineRecordPublication {
      id: Int!
      name: String!
      alias: String
    }
    "An issue as the admin edits it (any status)."
    type MagazineIssueRecord {
      id: Int!
      name: String!
      alias: String!
      description: String!
      "Noon UTC of the mail day."
      mailDate: Timestamp!
      digitalEditionUrl: String
      coverImage: Asset
      status: MagazineStatus!
      "Content items assigned to the issue."
      contentCount: Int!
      publication: MagazineRecordPublication!
      canonicalPath: String!
      updated: Timestamp!
    }
    "A magazine section: a part of a publication's issues (Features, Departments…)."
    type MagazineSectionRecord {
      id: Int!
      name: String!
      "Running order within the publication, lowest first."
      sequence: Int!
      "Content items placed in the section, in any issue."
      contentCount: Int!
      publication: MagazineRecordPublication!
      updated: Timestamp!
    }

    type MagazinePublicationRecordEdge {
      node: MagazinePublicationRecord!
    }
    type MagazinePublicationRecordConnection {
      edges: [MagazinePublicationRecordEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }
    type MagazineIssueRecordEdge {
      node: MagazineIssueRecord!
    }
    type MagazineIssueRecordConnection {
      edges: [MagazineIssueRecordEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
      "The years the site's issues were mailed in, newest first."
      years: [Int!]!
    }
    type MagazineSectionRecordEdge {
      node: MagazineSectionRecord!
    }
    type MagazineSectionRecordConnection {
      edges: [MagazineSectionRecordEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    enum MagazinePublicationSortField {
      name
      updated
    }
    input MagazinePublicationSortInput {
      field: MagazinePublicationSortField
      order: SortOrder
    }
    input GetMagazinePublicationListInput {
      "Matches name or alias."
      search: String
      status: MagazineStatus
      "name asc by default."
      sort: MagazinePublicationSortInput
      "25 by default, 100 at most."
      pagination: PaginationInput
    }

    enum MagazineIssueListSortField {
      mailDate
      name
      updated
    }
    input MagazineIssueListSortInput {
      field: MagazineIssueListSortField
      order: SortOrder
    }
    input GetMagazineIssueListInput {
      "Matches the issue's name or alias or the publication's name."
      search: String
      publicationId: Int
      status: MagazineStatus
      "Mailed in this year."
      year: Int
      "mailDate desc by default."
      sort: MagazineIssueListSortInput
      "25 by default, 100 at most."
      pagination: PaginationInput
    }

    enum MagazineSectionSortField {
      sequence
      name
    }
    input MagazineSectionSortInput {
      field: MagazineSectionSortField
      order: SortOrder
    }
    input GetMagazineSectionListInput {
      "Matches the section's or the publication's name."
      search: String
      publicationId: Int
      "sequence (by publication, then running order) by default."
      sort: MagazineSectionSortInput
      "25 by default, 100 at most."
      pagination: PaginationInput
    }

    input GetMagazineRecordInput {
      id: Int!
    }
    input MagazineForSelectInput {
      publicationId: Int!
    }

    "An entry of the magazine selects."
    type MagazineSelectOption {
      id: Int!
      name: String!
      "Publications and issues."
      status: MagazineStatus
      "Issues."
      mailDate: Timestamp
    }

    extend type Query {
      "Needs manage_magazine_publications."
      getMagazinePublicationList(input: GetMagazinePublicationListInput): MagazinePublicationRecordConnection!
      "Needs manage_magazine_publications."
      getMagazinePublicationRecord(input: GetMagazineRecordInput!): MagazinePublicationRecord!
      "Needs manage_magazine_issues."
      getMagazineIssueList(input: GetMagazineIssueListInput): MagazineIssueRecordConnection!
      "Needs manage_magazine_issues."
      getMagazineIssueRecord(input: GetMagazineRecordInput!): MagazineIssueRecord!
      "Needs manage_magazine_sections."
      getMagazineSectionList(input: GetMagazineSectionListInput): MagazineSectionRecordConnection!
      "Needs manage_magazine_sections."
      getMagazineSectionRecord(input: GetMagazineRecordInput!): MagazineSectionRecord!
      "The site's publications by name, any status. Needs manage_content or a magazine permission."
      magazinePublicationsForSelect: [MagazineSelectOption!]!
      "A publication's issues, newest first, any status. Needs manage_content or a magazine permission."
      magazineIssuesForSelect(input: MagazineForSelectInput!): [MagazineSelectOption!]!
      "A publication's sections in running order. Needs manage_content or a magazine permission."
      magazineSectionsForSelect(input: MagazineForSelectInput!): [MagazineSelectOption!]!
    }
  `,
  resolvers: {
    Query: inputResolvers({
      getMagazinePublicationList,
      getMagazinePublicationRecord,
      getMagazineIssueList,
      getMagazineIssueRecord,
      getMagazineSectionList,
      getMagazineSectionRecord,
      magazinePublicationsForSelect,
      magazineIssuesForSelect,
      magazineSectionsForSelect,
    }),
  },
};
