/*
 * The shapes of YouTube ids an editor may give (browser-safe): a playlist id (PL…, UU…, OLAK5uy_…)
 * and a video id are letters, digits, `_` and `-` only, so neither can leave an address or a query.
 */

/** A playlist id: 12 to 64 of A–Z, a–z, 0–9, `_`, `-`. */
export const youtubePlaylistIdPattern = /^[A-Za-z0-9_-]{12,64}$/;
/** A video id: exactly 11 of A–Z, a–z, 0–9, `_`, `-`. */
export const youtubeVideoIdPattern = /^[A-Za-z0-9_-]{11}$/;

export const isYoutubePlaylistId = (value: unknown): value is string =>
  typeof value === 'string' && youtubePlaylistIdPattern.test(value);
export const isYoutubeVideoId = (value: unknown): value is string =>
  typeof value === 'string' && youtubeVideoIdPattern.test(value);

/** The video id of a YouTube address or embed code (watch, embed, youtu.be, nocookie), or null. */
export function youtubeVideoIdIn(embedCode: string | null | undefined): string | null {
  if (!embedCode) return null;
  const match = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=|v\/)|youtu\.be\/)([\w-]{11})(?![\w-])/.exec(
    embedCode,
  );
  return match ? match[1]! : null;
}
