import type { SiteSettings } from '../../shared/schemas/site-settings.ts';

/** Something a developer should know before switching a site to the new design. */
export interface ReadinessWarning {
  code: 'no-primary-menu' | 'primary-menu-cut' | 'no-cta-text' | 'empty-mega-menus';
  message: string;
}

/** The new header shows this many primary menu links (site/components/Header.astro). */
export const newDesignPrimaryLinks = 5;

/**
 * What the new design reads that the site has not set: the new header's primary menu (its first
 * five links) and call to action (header.ctaText), and the mega menus mega_1–mega_3.
 */
export function readinessWarnings(settings: SiteSettings): ReadinessWarning[] {
  const primary = settings.menu.header_primary ?? [];
  const emptyMegaMenus = (['mega_1', 'mega_2', 'mega_3'] as const).filter((name) => !settings.menu[name]?.length);
  return [
    ...(primary.length === 0
      ? [
          {
            code: 'no-primary-menu' as const,
            message: 'The primary menu is empty: the new header shows no menu links.',
          },
        ]
      : []),
    ...(primary.length > newDesignPrimaryLinks
      ? [
          {
            code: 'primary-menu-cut' as const,
            message: `The new header shows the first ${newDesignPrimaryLinks} of the ${primary.length} primary menu links; left out: ${primary
              .slice(newDesignPrimaryLinks)
              .map((link) => link.label)
              .join(', ')}.`,
          },
        ]
      : []),
    ...(settings.header.ctaText.trim()
      ? []
      : [
          {
            code: 'no-cta-text' as const,
            message:
              'No call to action (header.ctaText): the new header bar opens without one (/admin/edit-cta-message).',
          },
        ]),
    ...(emptyMegaMenus.length
      ? [
          {
            code: 'empty-mega-menus' as const,
            message: `The mega menus ${emptyMegaMenus.join(', ')} are empty (/admin/menus).`,
          },
        ]
      : []),
  ];
}
