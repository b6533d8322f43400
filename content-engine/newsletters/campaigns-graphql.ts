import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import {
  getNewsletterCampaign,
  getNewsletterCampaignList,
  getNewsletterCampaignStream,
  populateNewsletterCampaign,
} from './operations/campaign-reads.ts';
import {
  createNewsletterCampaign,
  deleteNewsletterCampaign,
  updateNewsletterCampaign,
} from './operations/campaign-writes.ts';

export const newsletterCampaignsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "Draft → Scheduled → Sending → Sent."
    enum NewsletterCampaignStatus {
      Draft
      Scheduled
      Sending
      Sent
    }
    type NewsletterCampaignTemplate {
      id: Int!
      name: String!
    }
    """
    One issue of a newsletter template for a date. The site's archive (getNewsletterCampaignStream)
    reads the public fields; blockItems, scheduledAt, revision, updatedBy, created and updated are
    null there.
    """
    type NewsletterCampaign {
      id: Int!
      templateId: Int!
      template: NewsletterCampaignTemplate!
      "YYYY-MM-DD (America/Chicago)."
      date: String!
      subject: String!
      preheader: String!
      "Kept out of the web archive and the newsletter_campaigns block."
      hideOnWeb: Boolean!
      status: NewsletterCampaignStatus!
      "The content ids of each content_list block, by block key: { key: [id…] }."
      blockItems: JSON
      scheduledAt: Timestamp
      sentAt: Timestamp
      revision: Int
      updatedBy: String
      created: Timestamp
      updated: Timestamp
    }
    type NewsletterCampaignList {
      items: [NewsletterCampaign!]!
      totalCount: Int!
    }
    "A content item as populate chose it."
    type NewsletterPopulatedContent {
      id: Int!
      name: String!
      type: String!
      published: Timestamp
    }
    type NewsletterPopulatedItem {
      blockKey: String!
      contentId: Int!
      "From a content schedule; false: the top-up from the block's sections or content types."
      fromSchedule: Boolean!
      content: NewsletterPopulatedContent
    }
    type NewsletterPopulation {
      "{ blockKey: [contentId…] } for every content_list block of the template."
      blockItems: JSON!
      items: [NewsletterPopulatedItem!]!
    }

    input GetNewsletterCampaignListInput {
      "Matches the subject."
      search: String
      templateId: Int
      status: NewsletterCampaignStatus
      "YYYY-MM-DD, inclusive."
      dateFrom: String
      "YYYY-MM-DD, inclusive."
      dateTo: String
      skip: Int
      "25 by default, 100 at most."
      limit: Int
    }
    input GetNewsletterCampaignInput {
      id: Int!
    }
    input GetNewsletterCampaignStreamInput {
      "Left out: every template's campaigns."
      templateId: Int
      "20 by default and at most."
      limit: Int
    }
    input PopulateNewsletterCampaignInput {
      templateId: Int!
      "YYYY-MM-DD."
      date: String!
    }
    input CreateNewsletterCampaignInput {
      templateId: Int!
      date: String!
      subject: String!
      preheader: String
      hideOnWeb: Boolean
      "{ blockKey: [contentId…] }"
      blockItems: JSON
    }
    input UpdateNewsletterCampaignInput {
      id: Int!
      "The revision the editor loaded: refused (CONFLICT, naming who changed it and when) once another write raised it."
      revision: Int
      templateId: Int
      date: String
      subject: String
      preheader: String
      hideOnWeb: Boolean
      blockItems: JSON
    }
    input DeleteNewsletterCampaignInput {
      id: Int!
    }

    extend type Query {
      "Needs manage_newsletter_campaigns."
      getNewsletterCampaignList(input: GetNewsletterCampaignListInput): NewsletterCampaignList!
      "Needs manage_newsletter_campaigns."
      getNewsletterCampaign(input: GetNewsletterCampaignInput!): NewsletterCampaign!
      "Public: campaigns Sent or Sending, not hidden on the web, newest date first."
      getNewsletterCampaignStream(input: GetNewsletterCampaignStreamInput): [NewsletterCampaign!]!
      "Needs manage_newsletter_campaigns. The content blocks' items for a date, from the content schedules then the blocks' sections."
      populateNewsletterCampaign(input: PopulateNewsletterCampaignInput!): NewsletterPopulation!
    }
    extend type Mutation {
      "Needs manage_newsletter_campaigns. The template must be active; the campaign starts as a Draft."
      createNewsletterCampaign(input: CreateNewsletterCampaignInput!): NewsletterCampaign!
      "Needs manage_newsletter_campaigns. Once Sending or Sent only hideOnWeb may change."
      updateNewsletterCampaign(input: UpdateNewsletterCampaignInput!): NewsletterCampaign!
      "Needs manage_newsletter_campaigns. Refused (CONFLICT) once Sending or Sent."
      deleteNewsletterCampaign(input: DeleteNewsletterCampaignInput!): Boolean!
    }
  `,
  resolvers: {
    Query: inputResolvers({
      getNewsletterCampaignList,
      getNewsletterCampaign,
      getNewsletterCampaignStream,
      populateNewsletterCampaign,
    }),
    Mutation: inputResolvers({ createNewsletterCampaign, updateNewsletterCampaign, deleteNewsletterCampaign }),
  },
};
