/**
 * The editor field that shows an engine refusal's path (BAD_USER_INPUT), or null for a toast:
 * metadata keys are the form's own fields, dates show beside their day.
 */
export function editorFieldOf(path: string): string | null {
  const metadata =
    /^metadata\.(phone|fax|email|jobTitle|canonicalUrl|zmagId|youtubePlaylistId|socialLinks\.\w+|apparatus\.\w+|inQuarters\.\w+)$/.exec(
      path,
    );
  if (metadata) return metadata[1]!;
  if (path === 'metadata.description') return 'seoDescription';
  if (path === 'startDate') return 'startDay';
  if (path === 'endDate') return 'endDay';
  if (path === 'file.src' || path === 'file') return 'file.src';
  if (['name', 'teaser', 'linkUrl', 'alias', 'seoTitle', 'shortName', 'primarySectionId'].includes(path)) return path;
  return null;
}
