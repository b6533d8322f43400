/*
 * The one check of where a redirect may send a browser (docs/SECURITY.md), for the islands
 * (`redirectTo` after login and registration), the admin (its `redirect` return flag) and redirect
 * records. Browser-safe: no Node modules.
 *
 * Browsers do not read a URL the way a naive prefix check does: `/\evil.example` and `/\t/evil.example`
 * are protocol-relative to a browser (it turns `\` into `/` and drops tabs and newlines), and
 * `/..//evil.example` normalises to `//evil.example`. So the target is refused when it holds anything a
 * browser would rewrite, then parsed as a URL against an origin and accepted only when it stays there.
 */

/** Longest target accepted: a redirect needs no more, and a long one is an attack on something. */
const maxRedirectTargetLength = 2000;

/** Any origin serves to resolve a path against: only whether the result stays on it matters. */
const placeholderOrigin = 'https://same-origin.invalid';

// Backslashes, control characters, all Unicode white space (and the zero-width and bidi marks
// that hide in links), raw or percent-encoded once; an encoded space only in the path (a query may hold one).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const rewritten = /[\\\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/u;
const encodedRewritten = /%(5c|[01][0-9a-f]|7f)/i;
const encodedSpaceInPath = (target: string) => /%20/i.test(target.split(/[?#]/)[0] ?? '');

/** Whether the target holds what a browser or a server would rewrite before following it. */
const ambiguous = (target: string) =>
  rewritten.test(target) || encodedRewritten.test(target) || encodedSpaceInPath(target);

/**
 * The path (with its query and fragment) a target leads to on this site, normalised as a browser
 * resolves it; null when it may leave the site or is ambiguous. A path must start with a single
 * `/`. With `origin` (the page's own, in a browser), an absolute URL of that origin is accepted too
 * and comes back as its path.
 */
export function sameSitePath(target: string | null | undefined, { origin }: { origin?: string } = {}): string | null {
  if (!target || target.length > maxRedirectTargetLength || ambiguous(target)) return null;
  const base = origin ?? placeholderOrigin;
  const isPath = target.startsWith('/') && !target.startsWith('//');
  const isOwnUrl =
    origin !== undefined && /^https?:\/\//i.test(target) && target.toLowerCase().startsWith(`${origin.toLowerCase()}/`);
  if (!isPath && !isOwnUrl) return null;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can turn a path into a protocol-relative one: "/..//evil.example" → "//evil.example".
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** A same-site path, or `fallback` when the target is refused. */
export const sameSitePathOr = (
  target: string | null | undefined,
  fallback: string,
  options: { origin?: string } = {},
) => sameSitePath(target, options) ?? fallback;

/**
 * An absolute http(s) URL with a host, as written (scheme and host lower-cased by the parser), or
 * null: no user info (`https://site@evil.example`), nothing a browser would rewrite, no
 * `https:evil.example` without its slashes.
 */
export function externalUrl(target: string | null | undefined): string | null {
  if (!target || target.length > maxRedirectTargetLength || ambiguous(target) || !/^https?:\/\/[^/?#]/i.test(target))
    return null;
  try {
    const url = new URL(target);
    if (!/^https?:$/.test(url.protocol) || !url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Where a redirect record may point (spec admin: Redirect from, to): a path of the site, normalised,
 * or an absolute http(s) URL of another site; null otherwise.
 */
export const redirectRecordTarget = (target: string | null | undefined): string | null =>
  target?.startsWith('/') ? sameSitePath(target) : externalUrl(target);
