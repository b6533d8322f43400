import type { DomainModule } from '../core/domain-module.ts';
import { getRSSFeedContentStream } from './operations/get-rss-feed-content-stream.ts';

export const externalFeedsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "An entry of an external feed, as text: the site escapes it; links are http(s) only."
    type ExternalFeedItem {
      title: String!
      "An http(s) address, or empty."
      link: String!
      description: String!
      published: Timestamp
    }

    type RSSFeedContentStream {
      url: String!
      title: String!
      link: String!
      items: [ExternalFeedItem!]!
      "Why the feed gave no items (scheme, private-address, dns, timeout, too-large, status, network, parse), or null."
      error: String
    }

    extend type Query {
      """
      An external RSS or Atom feed's newest items (limit 5 by default, at most 50), fetched by the
      engine from public addresses only. Signed-in CMS users of the tenant only.
      """
      getRSSFeedContentStream(url: String!, limit: Int): RSSFeedContentStream!
    }
  `,
  resolvers: {
    Query: {
      getRSSFeedContentStream: (_root, args: { url: string; limit?: number | null }, ctx) =>
        getRSSFeedContentStream({ ctx, input: args }),
    },
  },
};
