/**
 * `html` with its own site's absolute addresses in `src` and `href` attributes made site-relative
 * ("https://www.example.com/files/a.jpg" → "/files/a.jpg"). E-mail HTML must name absolute
 * addresses; the web archive shows it on the site itself, where a relative address works on every
 * domain of the site (a staging host, `<key>.localhost` in development) and not only on the
 * primary one. Other sites' addresses are left as they are.
 */
export function siteRelativeUrls(html: string, origin: string): string {
  if (!origin) return html;
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The origin and what follows it: a path stays as it is; a query, fragment or nothing gets "/".
  const own = new RegExp(`(\\s(?:src|href)=["'])${escaped}(?=([/?#"']))`, 'gi');
  return html.replace(own, (_, attribute: string, next: string) => (next === '/' ? attribute : `${attribute}/`));
}
