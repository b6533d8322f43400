/**
 * The report an admin path shows: /admin/<name>-report, and /admin/cross-site-reports for the
 * cross-site summary (spec admin §2).
 */
export function reportNameOf(pathname: string): string | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (last === 'cross-site-reports') return 'cross-site';
  const match = /^([a-z0-9-]+)-report$/.exec(last);
  return match ? match[1]! : null;
}
