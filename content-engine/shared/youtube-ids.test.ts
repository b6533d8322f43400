import { describe, expect, it } from 'vitest';
import { isYoutubePlaylistId, isYoutubeVideoId, youtubeVideoIdIn } from './youtube-ids.ts';

describe('YouTube ids', () => {
  it('accepts playlist ids of YouTube shape only', () => {
    for (const id of [
      'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
      'UUxxxxxxxxxxxxxxxxxxxxxx',
      'OLAK5uy_kQfKR7m0dxxxxxxxxxxxxxxxxxxxx',
    ])
      expect(isYoutubePlaylistId(id), id).toBe(true);
    for (const id of [
      '',
      'PLshort',
      'PL"><script>alert(1)</script>',
      'PL../../etc/passwd',
      'PLabc&key=x12345',
      'PL' + 'x'.repeat(70),
      42,
    ])
      expect(isYoutubePlaylistId(id), String(id)).toBe(false);
  });

  it('accepts 11-character video ids only', () => {
    expect(isYoutubeVideoId('dQw4w9WgXcQ')).toBe(true);
    for (const id of ['dQw4w9WgXc', 'dQw4w9WgXcQQ', 'dQw4w9WgX"Q', null]) expect(isYoutubeVideoId(id)).toBe(false);
  });

  it('reads the video id of an embed code or address', () => {
    expect(youtubeVideoIdIn('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoIdIn('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoIdIn('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoIdIn('https://www.youtube.com/embed/dQw4w9WgXcQextra')).toBeNull();
    expect(youtubeVideoIdIn('https://player.vimeo.com/video/123')).toBeNull();
    expect(youtubeVideoIdIn(null)).toBeNull();
  });
});
