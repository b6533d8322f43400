import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import {
  createNewsletterAd,
  deleteNewsletterAd,
  getNewsletterAd,
  getNewsletterAdList,
  updateNewsletterAd,
} from './operations/ad-operations.ts';
import {
  getNewsletterContentScheduleList,
  scheduleNewsletterContent,
  unscheduleNewsletterContent,
} from './operations/content-schedule-operations.ts';

export const newsletterAdsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type NewsletterAdScheduleTemplate {
      id: Int!
      name: String!
    }
    "Where and when an ad runs: a template's campaigns dated startDate–endDate, at a position (1–100)."
    type NewsletterAdSchedule {
      id: Int!
      templateId: Int!
      template: NewsletterAdScheduleTemplate!
      "YYYY-MM-DD."
      startDate: String!
      "YYYY-MM-DD, inclusive."
      endDate: String!
      position: Int!
      orderId: String!
      lineItemId: String!
    }
    type NewsletterAd {
      id: Int!
      title: String!
      placement: String!
      "10 Standard, 5 House-Reserve, 1 House: the highest wins a position."
      priority: Int!
      "1 active, 0 inactive."
      status: Int!
      "The ad document (content-engine/shared/newsletters/ad-schema.ts)."
      payload: JSON!
      schedules: [NewsletterAdSchedule!]!
      created: Timestamp!
      updated: Timestamp!
    }
    type NewsletterAdList {
      items: [NewsletterAd!]!
      totalCount: Int!
    }
    input NewsletterAdScheduleInput {
      templateId: Int!
      startDate: String!
      endDate: String!
      position: Int!
      orderId: String
      lineItemId: String
    }
    input GetNewsletterAdListInput {
      "Matches the title."
      search: String
      placement: String
      "Ads scheduled to this template."
      templateId: Int
      status: Int
      skip: Int
      "25 by default, 100 at most."
      limit: Int
    }
    input GetNewsletterAdInput {
      id: Int!
    }
    input CreateNewsletterAdInput {
      payload: JSON!
      "1 (default) or 0."
      status: Int
      schedules: [NewsletterAdScheduleInput!]
    }
    input UpdateNewsletterAdInput {
      id: Int!
      "The whole ad document; left out: unchanged."
      payload: JSON
      status: Int
      "The whole schedule list; left out: unchanged."
      schedules: [NewsletterAdScheduleInput!]
    }
    input DeleteNewsletterAdInput {
      id: Int!
    }

    type NewsletterScheduledContent {
      id: Int!
      name: String!
      type: String!
      "1 published, 2 draft."
      status: Int!
      published: Timestamp
    }
    type NewsletterScheduleTemplate {
      id: Int!
      name: String!
    }
    "A content item scheduled to a newsletter template for a date: what populate reads."
    type NewsletterContentSchedule {
      id: Int!
      contentId: Int!
      content: NewsletterScheduledContent!
      templateId: Int!
      template: NewsletterScheduleTemplate!
      "One of the template's content_list blocks; empty: whichever has room."
      blockKey: String!
      "YYYY-MM-DD."
      date: String!
      "Order among the template's items of the date, lowest first."
      sequence: Int!
      created: Timestamp!
    }
    type NewsletterContentScheduleList {
      items: [NewsletterContentSchedule!]!
      totalCount: Int!
    }
    input GetNewsletterContentScheduleListInput {
      templateId: Int
      "YYYY-MM-DD, inclusive."
      dateFrom: String
      "YYYY-MM-DD, inclusive."
      dateTo: String
      "Matches the item's name."
      search: String
      skip: Int
      "25 by default, 100 at most."
      limit: Int
    }
    input ScheduleNewsletterContentInput {
      contentId: Int!
      templateId: Int!
      "One of the template's content_list blocks; empty or left out: whichever has room."
      blockKey: String
      "YYYY-MM-DD."
      date: String!
    }
    input UnscheduleNewsletterContentInput {
      id: Int!
    }

    extend type Query {
      "Needs manage_newsletter_ads."
      getNewsletterAdList(input: GetNewsletterAdListInput): NewsletterAdList!
      "Needs manage_newsletter_ads."
      getNewsletterAd(input: GetNewsletterAdInput!): NewsletterAd!
      "Needs manage_newsletter_campaigns or manage_content."
      getNewsletterContentScheduleList(input: GetNewsletterContentScheduleListInput): NewsletterContentScheduleList!
    }
    extend type Mutation {
      "Needs manage_newsletter_ads."
      createNewsletterAd(input: CreateNewsletterAdInput!): NewsletterAd!
      "Needs manage_newsletter_ads."
      updateNewsletterAd(input: UpdateNewsletterAdInput!): NewsletterAd!
      "Needs manage_newsletter_ads."
      deleteNewsletterAd(input: DeleteNewsletterAdInput!): Boolean!
      "Needs manage_newsletter_campaigns or manage_content."
      scheduleNewsletterContent(input: ScheduleNewsletterContentInput!): NewsletterContentSchedule!
      "Needs manage_newsletter_campaigns or manage_content."
      unscheduleNewsletterContent(input: UnscheduleNewsletterContentInput!): Boolean!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getNewsletterAdList, getNewsletterAd, getNewsletterContentScheduleList }),
    Mutation: inputResolvers({
      createNewsletterAd,
      updateNewsletterAd,
      deleteNewsletterAd,
      scheduleNewsletterContent,
      unscheduleNewsletterContent,
    }),
  },
};
