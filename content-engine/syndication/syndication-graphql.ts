import type { DomainModule } from '../core/domain-module.ts';
import { getContentSyndications } from './operations/get-content-syndications.ts';
import { getSyndicationList } from './operations/get-syndication-list.ts';
import { getSyndicationSites } from './operations/get-syndication-sites.ts';
import { syndicateContent } from './operations/syndicate-content.ts';
import { unsyndicateContent } from './operations/unsyndicate-content.ts';

export const syndicationModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum SyndicationDirection {
      "This site's items shown on other sites."
      outgoing
      "Other sites' items shown on this site."
      incoming
    }

    type SyndicationSchedule {
      sectionId: Int!
      sectionName: String!
      option: ScheduleOption!
      startDate: Timestamp!
      endDate: Timestamp
    }

    "An item of one site shown on another as a copy that follows it; its canonical URL is the origin's."
    type ContentSyndication {
      originSiteKey: String!
      originSiteName: String!
      originContentId: Int!
      originName: String!
      originUrl: String!
      siteKey: String!
      siteName: String!
      copyContentId: Int!
      copyName: String!
      copyStatus: ContentStatus!
      copyUrl: String!
      schedules: [SyndicationSchedule!]!
      createdBy: String!
      updated: Timestamp!
    }

    type SyndicationList {
      items: [ContentSyndication!]!
      totalCount: Int!
    }

    type SyndicationSection {
      id: Int!
      fullName: String!
    }

    type SyndicationSite {
      key: String!
      name: String!
      sections: [SyndicationSection!]!
    }

    input ContentSyndicationsInput {
      contentId: Int!
    }

    input SyndicationListInput {
      direction: SyndicationDirection
      "The origin item's name contains the text."
      search: String
      pagination: PaginationInput
    }

    input SyndicateContentInput {
      contentId: Int!
      siteKey: String!
      "The other site's sections; the first is the copy's primary section."
      schedules: [ContentScheduleInput!]!
    }

    input UnsyndicateContentInput {
      contentId: Int!
      siteKey: String!
    }

    extend type Query {
      "Where an item of this site is syndicated (manage_content)."
      getContentSyndications(input: ContentSyndicationsInput!): [ContentSyndication!]!
      "This site's syndications, outgoing or incoming (manage_content)."
      getSyndicationList(input: SyndicationListInput): SyndicationList!
      "The other sites the user may syndicate to, with their sections (manage_content)."
      getSyndicationSites: [SyndicationSite!]!
    }

    extend type Mutation {
      "Shows an item of this site on sections of another site the user may use (manage_content on both)."
      syndicateContent(input: SyndicateContentInput!): ContentSyndication!
      "Takes an item of this site off another site: its copy there is deleted."
      unsyndicateContent(input: UnsyndicateContentInput!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      getContentSyndications: (_root, { input }, ctx) => getContentSyndications({ ctx, input }),
      getSyndicationList: (_root, { input }, ctx) => getSyndicationList({ ctx, input: input ?? {} }),
      getSyndicationSites: (_root, _args, ctx) => getSyndicationSites({ ctx }),
    },
    Mutation: {
      syndicateContent: (_root, { input }, ctx) => syndicateContent({ ctx, input }),
      unsyndicateContent: (_root, { input }, ctx) => unsyndicateContent({ ctx, input }),
    },
  },
};
