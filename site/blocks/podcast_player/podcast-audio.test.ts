import { describe, expect, it } from 'vitest';
import { podcastAudio, podcastEmbedSrc } from './podcast-audio.ts';

const item = (fields: {
  file?: Record<string, unknown> | null;
  embedCode?: string | null;
  linkUrl?: string | null;
}) => ({
  file: fields.file ?? null,
  embedCode: fields.embedCode ?? null,
  linkUrl: fields.linkUrl ?? null,
});

describe('podcast audio', () => {
  it('plays an uploaded or linked audio file in the browser’s player', () => {
    expect(podcastAudio(item({ file: { src: '/files/episode-1.mp3' } }))).toEqual({
      kind: 'audio',
      src: '/files/episode-1.mp3',
      type: 'audio/mpeg',
    });
    expect(podcastAudio(item({ linkUrl: 'https://cdn.example.com/show/ep.m4a?x=1' }))).toMatchObject({
      kind: 'audio',
      type: 'audio/mp4',
    });
  });

  it('refuses files that are not audio, not https or protocol-relative', () => {
    expect(podcastAudio(item({ file: { src: '/files/a.pdf' } }))).toBeNull();
    expect(podcastAudio(item({ linkUrl: 'http://example.com/a.mp3' }))).toBeNull();
    expect(podcastAudio(item({ file: { src: '//evil.example/a.mp3' } }))).toBeNull();
  });

  it('frames a known podcast host’s player from its embed code, and nothing else', () => {
    const code = '<iframe src="https://www.podbean.com/player-v2/?i=abc&amp;share=1" height="150"></iframe>';
    expect(podcastEmbedSrc(code)).toBe('https://www.podbean.com/player-v2/?i=abc&share=1');
    expect(podcastAudio(item({ embedCode: 'https://open.spotify.com/embed/episode/1' }))).toEqual({
      kind: 'embed',
      src: 'https://open.spotify.com/embed/episode/1',
    });
    expect(podcastEmbedSrc('<iframe src="https://evil.example/player"></iframe>')).toBeNull();
    expect(podcastEmbedSrc('<script src="https://www.podbean.com/x.js"></script>')).toBeNull();
    expect(podcastAudio(null)).toBeNull();
  });
});
