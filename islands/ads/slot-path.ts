/**
 * The GAM ad slot path (spec public §7 "Ad server"): /{network}/{basePath}/{sectionAlias or
 * default}/{key}. Slashes around the base path and section are dropped, so settings written with
 * or without them give one path.
 */
export function slotPath({
  network,
  basePath,
  sectionAlias,
  key,
}: {
  network: string;
  basePath: string;
  sectionAlias?: string | null;
  key: string;
}): string {
  const trim = (part: string) => part.replace(/^\/+|\/+$/g, '');
  return `/${[network, basePath, sectionAlias || 'default', key]
    .map((part) => trim(part ?? ''))
    .filter(Boolean)
    .join('/')}`;
}
