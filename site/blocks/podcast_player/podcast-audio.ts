import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { httpsUrl } from '../shared/third-party-embeds.ts';

/** How an episode plays: its audio file in the browser's own player, or the podcast host's player in a frame. */
export type PodcastAudio = { kind: 'audio'; src: string; type: string } | { kind: 'embed'; src: string };

const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
};

/** Podcast hosts whose players may be framed (their embed codes' iframe addresses). */
export const podcastPlayerHosts = [
  'podbean.com',
  'open.spotify.com',
  'embed.podcasts.apple.com',
  'buzzsprout.com',
  'libsyn.com',
  'omny.fm',
  'megaphone.fm',
  'transistor.fm',
  'simplecast.com',
  'soundcloud.com',
  'anchor.fm',
];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A site path or https address of an audio file, with its MIME type; null otherwise. */
function audioFile(src: string): { src: string; type: string } | null {
  const extension = /\.([a-z0-9]{2,4})$/i.exec(src.split(/[?#]/)[0]!)?.[1]?.toLowerCase();
  const type = extension ? audioTypes[extension] : undefined;
  if (!type) return null;
  if (src.startsWith('/') && !src.startsWith('//')) return { src, type };
  const https = httpsUrl(src);
  return https ? { src: https, type } : null;
}

/** The address a podcast host's embed code frames (an `<iframe src>` or a bare URL), when the host is known. */
export function podcastEmbedSrc(embedCode: string | null): string | null {
  const code = text(embedCode);
  if (!code) return null;
  const src = /<iframe\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(code)?.[1] ?? code;
  return httpsUrl(src.replace(/&amp;/g, '&'), podcastPlayerHosts);
}

/** How an episode plays: its uploaded or linked audio file first, else its host's player; null when it has neither. */
export function podcastAudio(item: Pick<ContentNode, 'file' | 'embedCode' | 'linkUrl'> | null): PodcastAudio | null {
  if (!item) return null;
  const file = audioFile(text(item.file?.src)) ?? audioFile(text(item.linkUrl));
  if (file) return { kind: 'audio', ...file };
  const embed = podcastEmbedSrc(item.embedCode);
  return embed ? { kind: 'embed', src: embed } : null;
}
