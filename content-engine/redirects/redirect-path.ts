/*
 * Pure helpers for matching redirect sources and building targets.
 */

/** Splits "/a/b/?x=1#top" into its path and query (without "?"); the fragment is dropped. */
export function splitUrl(url: string): { path: string; query: string } {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1
    ? { path: withoutHash, query: '' }
    : { path: withoutHash.slice(0, at), query: withoutHash.slice(at + 1) };
}

/** "news/old/" → "/news/old": one leading slash, no trailing slash, lower case. */
export function normaliseRedirectPath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '').replace(/^\/+/, '');
  return `/${trimmed}`.toLowerCase();
}

/**
 * The stored `from` spellings a request path may match: with and without the leading and the
 * trailing slash (editors type either), compared in lower case.
 */
export function redirectCandidates(path: string): string[] {
  const normal = normaliseRedirectPath(path);
  if (normal === '/') return ['/', ''];
  const bare = normal.slice(1);
  return [normal, `${normal}/`, bare, `${bare}/`];
}

/** Appends `query` to `to`, keeping parameters already in `to` and any fragment last. */
export function appendQueryString(to: string, query: string): string {
  const extra = new URLSearchParams(query);
  if ([...extra.keys()].length === 0) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const { path, query: existing } = splitUrl(to);
  const merged = new URLSearchParams(existing);
  for (const [key, value] of extra) if (!merged.has(key)) merged.append(key, value);
  return `${path}?${merged.toString()}${hash}`;
}
