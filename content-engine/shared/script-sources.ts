/**
 * Where a third-party script may come from: an `https:` URL (no credentials) whose host is one of
 * the site's configured third parties. The server keeps only such scripts in the page config and
 * the loader checks again before it adds a script element (defence in depth).
 */
export function httpsScriptHost(src: string): string | null {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password
      ? url.hostname.toLowerCase()
      : null;
  } catch {
    return null;
  }
}

export function isAllowedScriptSrc(src: string, hosts: readonly string[]): boolean {
  const host = httpsScriptHost(src);
  return host !== null && hosts.includes(host);
}
