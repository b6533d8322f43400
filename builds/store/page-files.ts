/**
 * Where a page's prebuilt file lives under a tenant's output folder. Paths that name a file
 * (an extension in the last segment: /sitemap.xml, /robots.txt) are stored as that file; every
 * other path is a folder with index.html. A query string (only the RSS feed takes one) is kept in
 * the file name after "~", so the builder and the server agree without a lookup table.
 */
export function fileForPath(pathname: string, search = ''): string | null {
  if (!pathname.startsWith('/') || pathname.includes('\\') || pathname.includes('\0') || pathname.includes('~'))
    return null;
  const segments = pathname.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.startsWith('.'))) return null;
  const last = segments[segments.length - 1] ?? '';
  const base = /\.[a-z0-9]{2,5}$/i.test(last)
    ? segments.join('/')
    : [...segments.filter(Boolean), 'index.html'].join('/');
  const query = search.replace(/^\?/, '');
  if (!query) return base;
  if (query.length > 200) return null;
  return `${base}~${encodeURIComponent(query)}`;
}

/** The content type a stored file is served with, from its name. */
export function contentTypeForFile(file: string): string {
  const name = file.split('~')[0]!;
  if (name.endsWith('.html')) return 'text/html; charset=utf-8';
  if (name.endsWith('.xml')) return 'application/xml; charset=utf-8';
  if (name.endsWith('.txt')) return 'text/plain; charset=utf-8';
  if (name.endsWith('.css')) return 'text/css; charset=utf-8';
  if (name.endsWith('.json')) return 'application/json; charset=utf-8';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.svg')) return 'image/svg+xml';
  if (name.endsWith('.ico')) return 'image/x-icon';
  return 'application/octet-stream';
}
