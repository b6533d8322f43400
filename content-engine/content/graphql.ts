import type { DomainModule } from '../core/domain-module.ts';
import { getContent } from './operations/get-content.ts';
import { getContentStream } from './operations/get-content-stream.ts';

export const contentModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum ContentStatus {
      DELETED
      PUBLISHED
      DRAFT
    }

    enum ScheduleOption {
      Standard
      Featured
      Pinned
      Sponsored
      Recommended
    }

    enum ContentSortField {
      published
      name
      startDate
      updated
    }

    type ContentImage {
      id: Int!
      src: String!
      alt: String!
      caption: String!
      credit: String!
      width: Int
      height: Int
      isLogo: Boolean!
    }

    type ContentImageEdge {
      node: ContentImage!
    }
    type ContentImageConnection {
      edges: [ContentImageEdge!]!
    }

    type ContentAuthor {
      id: Int!
      name: String!
      title: String!
    }
    type ContentAuthorEdge {
      node: ContentAuthor!
    }
    type ContentAuthorConnection {
      edges: [ContentAuthorEdge!]!
    }

    type ContentTaxonomy {
      id: Int!
      type: String!
      name: String!
    }
    type ContentTaxonomyEdge {
      node: ContentTaxonomy!
    }
    type ContentTaxonomyConnection {
      edges: [ContentTaxonomyEdge!]!
    }

    type SectionHierarchyEntry {
      id: Int!
      name: String!
      alias: String!
    }

    type ContentSection {
      id: Int!
      name: String!
      alias: String!
      fullName: String!
      canonicalPath: String!
      gamAlias: String
      hierarchy: [SectionHierarchyEntry!]!
    }

    type ContentSiteContext {
      path: String!
      canonicalUrl: String!
    }
    type ContentGating {
      surveyType: String
    }
    type ContentMembership {
      ids: [Int!]!
    }
    type ContentUserRegistration {
      isRequired: Boolean!
    }
    type ContentCompany {
      id: Int!
      name: String!
      canonicalPath: String!
    }

    type ContentWebsiteSchedule {
      section: SectionHierarchyEntry!
      option: ScheduleOption!
      startDate: Timestamp!
      endDate: Timestamp
    }

    "A content item of any of the 19 types of the spec or the tenant-only Apparatus and InQuarters."
    type Content {
      id: Int!
      contentId: Int!
      type: String!
      status: Int!
      name: String!
      shortName: String
      seoTitle: String!
      teaser: String!
      body: String
      """
      True when a membership gate cut the body after its ungated paragraphs; entitled visitors read the rest with getGatedContentBody.
      """
      bodyIsPartial: Boolean!
      alias: String!
      canonicalPath: String!
      siteContext: ContentSiteContext!
      labels: [String!]!
      metadata: JSON!
      gating: ContentGating!
      membership: ContentMembership!
      userRegistration: ContentUserRegistration!
      published: Timestamp
      expires: Timestamp
      updated: Timestamp!
      startDate: Timestamp
      endDate: Timestamp
      venue: JSON!
      address: JSON!
      embedCode: String
      linkUrl: String
      file: JSON
      excludeAds: JSON!
      createdBy: String
      sectionId: Int
      layoutId: Int
      company: ContentCompany
      authors: ContentAuthorConnection!
      primaryImage: ContentImage
      images: ContentImageConnection!
      primarySection: ContentSection
      taxonomy: ContentTaxonomyConnection!
      websiteSchedules: [ContentWebsiteSchedule!]!
    }

    type ContentEdge {
      node: Content!
    }

    type ContentConnection {
      edges: [ContentEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input ContentSortInput {
      field: ContentSortField
      order: SortOrder
    }

    input ContentStreamInput {
      includeContentTypes: [String!]
      excludeContentTypes: [String!]
      sectionId: Int
      sectionAlias: String
      sectionBubbling: Boolean
      optionNames: [ScheduleOption!]
      includeContentIds: [Int!]
      excludeContentIds: [Int!]
      publishedAfter: Timestamp
      publishedBefore: Timestamp
      startDateAfter: Timestamp
      startDateBefore: Timestamp
      requiresImage: Boolean
      "Editors' list: the name contains the text (case-insensitive), or the id is the number."
      search: String
      status: [ContentStatus!]
      pagination: PaginationInput
      sort: ContentSortInput
    }

    input ContentInput {
      id: Int!
      status: ContentStatus
      requirePublished: Boolean
    }

    extend type Query {
      getContent(input: ContentInput!): Content!
      getContentStream(input: ContentStreamInput): ContentConnection!
    }
  `,
  resolvers: {
    ContentConnection: {
      totalCount: (stream: { totalCount: () => Promise<number> }) => stream.totalCount(),
    },
    Query: {
      getContent: (_root, { input }, ctx) => getContent({ ctx, input }),
      getContentStream: (_root, { input }, ctx) => getContentStream({ ctx, input: input ?? {} }),
    },
  },
};
