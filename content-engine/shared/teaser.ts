/**
 * A teaser cut to at most `max` characters (site settings contentStyle.teaserTruncation, 175 by
 * default) at a word boundary, with an ellipsis; 0 means no teaser.
 */
export function truncateTeaser(text: string | null | undefined, max: number): string {
  const teaser = (text ?? '').replace(/\s+/g, ' ').trim();
  if (max <= 0) return '';
  if (teaser.length <= max) return teaser;
  const cut = teaser.slice(0, max);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
