import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import type { HouseAd } from './house-ad.ts';
import { createHouseAd } from './operations/create-house-ad.ts';
import { deleteHouseAd } from './operations/delete-house-ad.ts';
import { getHouseAd, getHouseAdStream } from './operations/get-house-ads.ts';
import { updateHouseAd } from './operations/update-house-ad.ts';

const text = (ad: HouseAd, field: string) => {
  const value = ad.fields[field];
  return typeof value === 'string' ? value : null;
};

/** House ads: the embedded ad server's creatives, managed beside the ad unit patterns. */
export const houseAdsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A house-ad creative the embedded ad server delivers."
    type HouseAd {
      id: Int!
      name: String!
      "image, native, skin or welcome."
      kind: String!
      "The pattern key it serves; null serves every unit (of adUnitType)."
      adUnitKey: String
      adUnitType: String
      "WxH; null for out-of-page creatives."
      size: String
      sectionAlias: String
      "0 to 10; higher is served first."
      priority: Int!
      "1 to 100: its share of the rotations among equally ranked house ads."
      weight: Int!
      "False when paused."
      active: Boolean!
      startDate: Timestamp
      "Exclusive."
      endDate: Timestamp
      "The image creative's media-library asset."
      imageAssetId: Int
      imagePath: String
      clickUrl: String
      altText: String
      updated: Timestamp!
    }
    type HouseAdEdge {
      node: HouseAd!
    }
    type HouseAdConnection {
      edges: [HouseAdEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input HouseAdStreamInput {
      "Part of the name."
      search: String
      "Only house ads serving this pattern key."
      adUnitKey: String
      "Limit 200 at most (default 25)."
      pagination: PaginationInput
    }
    input HouseAdIdInput {
      id: Int!
    }

    input CreateHouseAdInput {
      "Required."
      name: String
      "A pattern key of the site; null or blank serves every unit."
      adUnitKey: String
      adUnitType: String
      "Required: WxH like 300x250."
      size: String
      sectionAlias: String
      "Required: an image asset of the site."
      imageAssetId: Int
      "Required: an http:// or https:// URL."
      clickUrl: String
      "Required."
      altText: String
      startDate: Timestamp
      "After startDate."
      endDate: Timestamp
      "1 to 100 (default 1)."
      weight: Int
      "0 to 10 (default 0)."
      priority: Int
      "True by default."
      active: Boolean
    }

    "Fields left out keep their value; null clears the dates, targeting and section."
    input UpdateHouseAdInput {
      id: Int!
      name: String
      adUnitKey: String
      adUnitType: String
      size: String
      sectionAlias: String
      imageAssetId: Int
      clickUrl: String
      altText: String
      startDate: Timestamp
      endDate: Timestamp
      weight: Int
      priority: Int
      active: Boolean
    }

    extend type Query {
      "The site's house ads by name (view_ad_unit_patterns or manage_ad_unit_patterns)."
      getHouseAdStream(input: HouseAdStreamInput): HouseAdConnection!
      "One house ad of the site."
      getHouseAd(input: HouseAdIdInput!): HouseAd!
    }
    extend type Mutation {
      "Needs manage_ad_unit_patterns. An image house ad."
      createHouseAd(input: CreateHouseAdInput!): HouseAd!
      "Needs manage_ad_unit_patterns. Image, link and text only on image house ads."
      updateHouseAd(input: UpdateHouseAdInput!): HouseAd!
      "Needs manage_ad_unit_patterns."
      deleteHouseAd(input: HouseAdIdInput!): Boolean!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getHouseAdStream, getHouseAd }),
    Mutation: inputResolvers({ createHouseAd, updateHouseAd, deleteHouseAd }),
    HouseAd: {
      imageAssetId: (ad: HouseAd) => ad.assetId,
      imagePath: (ad: HouseAd) => text(ad, 'imagePath') ?? text(ad, 'adImagePath') ?? text(ad, 'nativeImagePath'),
      clickUrl: (ad: HouseAd) => text(ad, 'clickUrl') ?? text(ad, 'adClickUrl') ?? text(ad, 'nativeUrl'),
      altText: (ad: HouseAd) => text(ad, 'altText') ?? text(ad, 'nativeTitle') ?? text(ad, 'adTitle'),
    },
  },
};
