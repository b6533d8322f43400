/**
 * Embed URLs for the two supported video hosts (spec public §5): YouTube and Vimeo. Anything
 * else is not recognised.
 */
export function videoEmbedUrl(embedCode: string | null | undefined): string | null {
  if (!embedCode) return null;
  const youtube = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=|v\/)|youtu\.be\/)([\w-]{11})/.exec(embedCode);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /(?:player\.vimeo\.com\/video\/|vimeo\.com\/)(\d+)/.exec(embedCode);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}
