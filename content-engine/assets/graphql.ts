import type { DomainModule } from '../core/domain-module.ts';
import { getAsset } from './operations/get-asset.ts';

export const assetsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "An uploaded image or file."
    type Asset {
      id: Int!
      "Image or File."
      type: String!
      fileName: String!
      src: String!
      mimeType: String!
      width: Int
      height: Int
      caption: String!
      credit: String!
      alt: String!
      isLogo: Boolean!
    }

    input GetAssetInput {
      id: Int!
    }

    extend type Query {
      getAsset(input: GetAssetInput!): Asset!
    }
  `,
  resolvers: {
    Query: {
      getAsset: (_root, args: { input: unknown }, ctx) => getAsset({ ctx, input: args.input }),
    },
  },
};
