import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import type { Asset } from './asset.ts';
import { imageVariants } from './image-sizes.ts';
import { deleteAsset } from './operations/delete-asset.ts';
import { getAssetStream } from './operations/get-asset-stream.ts';
import { updateAsset } from './operations/update-asset.ts';
import { uploadAsset } from './operations/upload-asset.ts';
import { UploadScalar } from './upload.ts';

/** The media library: upload (GraphQL multipart request), list, edit and delete assets. */
export const assetWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A file sent as a part of a multipart/form-data request (GraphQL multipart request spec)."
    scalar Upload

    "A resized WebP copy of an uploaded image."
    type AssetSize {
      width: Int!
      height: Int!
      src: String!
    }

    extend type Asset {
      "The resized copies of an uploaded image, narrowest first; empty for files."
      sizes: [AssetSize!]!
    }

    type AssetEdge {
      node: Asset!
    }

    type AssetConnection {
      edges: [AssetEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input GetAssetStreamInput {
      "Image or File; all when left out."
      type: String
      "Matches the file name, alt text, caption or credit."
      search: String
      pagination: PaginationInput
    }

    input UploadAssetInput {
      "JPEG, PNG, WebP, GIF or AVIF images (resized into the site's sizes), or pdf, doc(x), xls(x), ppt(x), csv, txt, zip, mp3, m4a, wav, mp4 files; at most 25 MB."
      file: Upload!
      alt: String
      caption: String
      credit: String
    }

    "Fields left out keep their value."
    input UpdateAssetInput {
      id: Int!
      alt: String
      caption: String
      credit: String
    }

    input DeleteAssetInput {
      id: Int!
    }

    extend type Query {
      "The tenant's assets, newest first. Needs manage_assets."
      getAssetStream(input: GetAssetStreamInput): AssetConnection!
    }

    extend type Mutation {
      "Needs manage_assets."
      uploadAsset(input: UploadAssetInput!): Asset!
      "Needs manage_assets."
      updateAsset(input: UpdateAssetInput!): Asset!
      "Needs manage_assets."
      deleteAsset(input: DeleteAssetInput!): Boolean!
    }
  `,
  resolvers: {
    Upload: UploadScalar,
    Asset: { sizes: (asset: Asset) => imageVariants(asset) },
    Query: inputResolvers({ getAssetStream }),
    Mutation: inputResolvers({ uploadAsset, updateAsset, deleteAsset }),
  },
};
