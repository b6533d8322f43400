import type { DomainModule } from '../core/domain-module.ts';
import { getYoutubePlaylistVideos } from './operations/get-youtube-playlist-videos.ts';

export const youtubeModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type YoutubePlaylistVideo {
      "The 11-character YouTube video id."
      videoId: String!
      title: String!
      description: String!
      "When it was published (epoch ms)."
      published: Float
    }

    type YoutubePlaylistVideos {
      playlistId: String!
      "Which adapter answered: youtube (the Data API) or local (the site's own Video items)."
      source: String!
      "Newest first."
      videos: [YoutubePlaylistVideo!]!
    }

    input YoutubePlaylistVideosInput {
      "A YouTube playlist id: 12 to 64 letters, digits, _ and -."
      playlistId: String!
      "1 by default, at most 12."
      maxResults: Int
      "Accepted as the spec's call sends it; answers are cached 7,200 s."
      cacheFor: Int
    }

    extend type Query {
      "A YouTube playlist's videos (the company_videos block). For the tenant's CMS users; the sites read it through the engine."
      getYoutubePlaylistVideos(input: YoutubePlaylistVideosInput!): YoutubePlaylistVideos!
    }
  `,
  resolvers: {
    Query: {
      getYoutubePlaylistVideos: (_root, args: { input: unknown }, ctx) =>
        getYoutubePlaylistVideos({ ctx, input: args.input }),
    },
  },
};
