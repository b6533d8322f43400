import { describe, expect, it } from 'vitest';
import { contentMetadataSchema } from './content-metadata.ts';

describe("an item's YouTube playlist (metadata.youtubePlaylistId)", () => {
  it('keeps a playlist id of YouTube shape and drops a blank one', () => {
    expect(contentMetadataSchema.parse({ youtubePlaylistId: ' PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf ' })).toEqual({
      youtubePlaylistId: 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
    });
    expect(contentMetadataSchema.parse({ youtubePlaylistId: '  ' })).toEqual({});
  });

  it('refuses anything else', () => {
    for (const value of ['PL"><script>', 'https://www.youtube.com/playlist?list=PLx', 'short'])
      expect(contentMetadataSchema.safeParse({ youtubePlaylistId: value }).success, value).toBe(false);
  });
});
