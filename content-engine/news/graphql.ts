import type { DomainModule } from '../core/domain-module.ts';
import { deleteAspireNews } from './operations/delete-aspire-news.ts';
import { getAspireNewsStream } from './operations/get-aspire-news-stream.ts';
import { markAspireNewsRead } from './operations/mark-aspire-news-read.ts';
import { setAspireNews } from './operations/set-aspire-news.ts';

/** Internal news ("aspireNews" as the spec names it): global, read per CMS user. */
export const newsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "An internal news item as the signed-in CMS user sees it."
    type AspireNews {
      id: Int!
      title: String!
      "Sanitised HTML."
      description: String!
      date: Timestamp!
      "1 published, 2 draft."
      status: Int!
      alert: Boolean!
      "Whether the signed-in CMS user has read it."
      hasRead: Boolean!
    }

    type AspireNewsStream {
      items: [AspireNews!]!
      totalCount: Int!
    }

    input AspireNewsStreamInput {
      skip: Int
      "10 by default, at most 100."
      limit: Int
      "Only items the signed-in user has not read."
      hideRead: Boolean
      "1 published or 2 draft; drafts only with manage_modules."
      status: Int
    }

    input AspireNewsItemInput {
      "Absent to create."
      id: Int
      title: String
      "HTML; sanitised like content bodies."
      description: String
      date: Timestamp
      status: Int
      alert: Boolean
    }

    extend type Query {
      "Newest first, for the signed-in CMS user."
      getAspireNewsStream(input: AspireNewsStreamInput): AspireNewsStream!
    }

    extend type Mutation {
      "For the signed-in CMS user; idempotent."
      markAspireNewsRead(id: Int!): AspireNews!
      "Creates or replaces an item. Needs manage_modules."
      setAspireNews(item: AspireNewsItemInput!): AspireNews!
      "Needs manage_modules."
      deleteAspireNews(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      getAspireNewsStream: (_root, args: { input?: unknown }, ctx) => getAspireNewsStream({ ctx, input: args.input }),
    },
    Mutation: {
      markAspireNewsRead: (_root, args: { id: number }, ctx) => markAspireNewsRead({ ctx, input: { id: args.id } }),
      setAspireNews: (_root, args: { item: unknown }, ctx) => setAspireNews({ ctx, input: { item: args.item } }),
      deleteAspireNews: (_root, args: { id: number }, ctx) => deleteAspireNews({ ctx, input: { id: args.id } }),
    },
  },
};
