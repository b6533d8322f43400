import { safeHref } from '../../content-engine/shared/safe-href.ts';

/** Spec public §5: links starting with / open in the same tab, others in a new tab. */
const linkTarget = (href: string) => (href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener' });

/**
 * An editor's link's attributes: its href when it is safe (content-engine/shared/safe-href.ts;
 * none for javascript:, data: and the like) and its target. Every link an editor writes goes through it.
 */
export function linkAttributes(href: string): { href?: string; target?: string; rel?: string } {
  const safe = safeHref(href);
  return safe === null ? {} : { href: safe, ...linkTarget(safe) };
}
