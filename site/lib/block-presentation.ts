import { safeHref } from '../../content-engine/shared/safe-href.ts';

/** A block's colour scheme as a class (`scheme-dark`), or undefined; only letters, digits and dashes. */
export function colorSchemeClass(colorScheme: string | undefined): string | undefined {
  const name = colorScheme
    ?.trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name ? `scheme-${name}` : undefined;
}

/** A block's title icon: an image URL or path shown before its title, or undefined when not a safe one. */
export function titleIconSrc(titleIcon: string | undefined): string | undefined {
  const value = titleIcon?.trim();
  if (!value || !(value.startsWith('/') || /^https?:\/\//i.test(value))) return undefined;
  return safeHref(value) ?? undefined;
}

/** The load-more parts a page may add: the settings' maxPageScrolls (0–8), never more than the engine serves. */
export const pageScrolls = (maxPageScrolls: number, engineMax: number) =>
  Math.max(0, Math.min(maxPageScrolls, engineMax));
